/** Small gold mark beside a member's name (levelType 1 or more). */
export function VipBadge({ levelType }: { levelType: number }) {
  if (levelType < 1) return null;
  return (
    <span className="rounded-sm bg-gradient-to-r from-gold to-[#ff9a4d] px-1 text-[0.625rem] leading-4 font-bold text-white">
      VIP
    </span>
  );
}
