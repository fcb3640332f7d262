import dayjs from 'dayjs';
import { CrownIcon } from '../../../assets/more-icons';
import { isMember } from '../../../lib/portal-helpers';
import { useSession } from '../../../lib/stores/session-store';

/** Membership state on the profile: the expiry for members, the offer for everyone else. */
export function VipCard({ onOpen }: { onOpen(): void }) {
  const status = useSession((s) => s.status);
  const member = isMember(status);
  const expire =
    typeof status?.vipExpireAt === 'string' ? dayjs(status.vipExpireAt).format('YYYY-MM-DD') : '';
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="vip-card"
      className="flex min-h-14 w-full items-center gap-3 rounded-[var(--radius-card)] bg-gradient-to-r from-[#2d2416] to-[#5a4120] px-4 py-3 text-left shadow-card"
    >
      <CrownIcon className="shrink-0 text-2xl text-gold" />
      <span className="min-w-0 flex-1">
        <span className="block text-[0.9375rem] font-semibold text-[#fff6e0]" data-testid="vip-state">
          {member ? '尊贵会员' : '开通会员'}
        </span>
        <span className="block truncate text-xs text-gold/80">
          {member ? `有效期至 ${expire}` : '付费游戏免费下载等多项特权'}
        </span>
      </span>
      <span className="shrink-0 rounded-full bg-gradient-to-r from-gold to-[#ffcf6e] px-3 py-1.5 text-xs font-semibold text-[#4a3410]">
        {member ? '续费' : '立即开通'}
      </span>
    </button>
  );
}
