import { isMember } from '../../../lib/portal-helpers';

/** Small gold mark beside a member's name. */
export function VipBadge({ levelType }: { levelType: number }) {
  if (!isMember({ levelType })) return null;
  return (
    <span className="rounded-sm bg-gradient-to-r from-gold to-[#ff9a4d] px-1 text-[0.625rem] leading-4 font-bold text-white">
      VIP
    </span>
  );
}
