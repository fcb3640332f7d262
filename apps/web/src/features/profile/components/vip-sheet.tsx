import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { SkeletonText } from '@portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DiamondIcon } from '../../../assets/icons';
import { CheckIcon, CrownIcon } from '../../../assets/more-icons';
import { api } from '../../../lib/portal';
import { asyncView, sdkQuery } from '../../../lib/sdk-query';
import { useSession } from '../../../lib/stores/session-store';
import { AsyncView } from '../../../ui/async-view';
import { useVipPurchase } from '../hooks/use-vip-purchase';

/** The VIP offer: tiers with price, length and privileges; buying is paid in X钻. */
export function VipSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  // Asked for when the sheet opens (again each time, the cached tiers showing meanwhile).
  const tiers = asyncView(
    useQuery({ ...sdkQuery(['vip-tiers'], () => api.wallet.listVipTiers()), enabled: open }),
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const loggedIn = useSession((s) => s.loggedIn);
  const coins = useSession((s) => s.status?.coinNum);
  const { busy, buy } = useVipPurchase();
  const navigate = useNavigate();
  const list = tiers.data ?? [];
  const selected = list.find((t) => t.id === chosen) ?? list[0];

  const confirm = async () => {
    if (!loggedIn) return navigate(`/login?redirect=${encodeURIComponent('/profile?pop=1')}`);
    if (!selected) return;
    const outcome = await buy(selected.id);
    if (outcome === 'ok') onClose();
    if (outcome === 'insufficient') navigate('/recharge');
  };

  return (
    <Dialog open={open} onClose={onClose} closeButton testId="vip-sheet" label="开通会员">
      {/* The kit's dialog pads its content; the offer draws edge to edge like a member card. */}
      <div className="-mx-5 -mt-3 -mb-1 text-left">
        <div className="bg-gradient-to-br from-[#3a2a12] to-[#6b4a1a] px-5 pt-6 pb-5 text-center text-[#fff6e0]">
          <CrownIcon className="mx-auto text-3xl text-gold" />
          <p className="mt-1 text-lg font-bold">开通会员</p>
          <p className="text-xs opacity-80">付费游戏免费下载，尊享专属特权</p>
        </div>
        <div className="px-4 pt-4">
          <AsyncView {...tiers} skeleton={<SkeletonText rows={3} />}>
            {(items) => (
              <div className="flex flex-col gap-2" role="radiogroup" aria-label="会员套餐">
                {items.map((t) => (
                  // biome-ignore lint/a11y/useSemanticElements: a card-sized choice; a native radio cannot hold this layout
                  <button
                    key={t.id}
                    type="button"
                    role="radio"
                    aria-checked={selected?.id === t.id}
                    onClick={() => setChosen(t.id)}
                    className={`flex min-h-14 items-center gap-3 rounded-xl border-2 px-3 py-2 text-left ${selected?.id === t.id ? 'border-gold bg-gold-soft' : 'border-line'}`}
                  >
                    <span className="flex-1">
                      <span className="block text-[0.9375rem] font-semibold text-ink">{t.name}</span>
                      <span className="block text-xs text-muted">{t.days}天</span>
                    </span>
                    <span className="flex items-center gap-0.5 text-base font-bold text-gold-strong">
                      <DiamondIcon /> {t.price}
                    </span>
                  </button>
                ))}
              </div>
            )}
          </AsyncView>
          {selected && (
            <ul className="mt-3 grid grid-cols-2 gap-1.5 text-xs text-body">
              {selected.privileges.map((p) => (
                <li key={p} className="flex items-center gap-1">
                  <CheckIcon className="shrink-0 text-gold-strong" /> {p}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="px-4 pt-4 pb-5">
          {loggedIn && <p className="mb-2 text-center text-xs text-muted">当前余额 {coins ?? '--'} X钻</p>}
          <Button
            variant="gold"
            block
            disabled={busy || (loggedIn && !selected)}
            onClick={() => void confirm()}
          >
            {loggedIn
              ? busy
                ? '开通中...'
                : `立即开通${selected ? `（${selected.price} X钻）` : ''}`
              : '登录后开通'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
