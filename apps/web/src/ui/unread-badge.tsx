/** The red count of unread messages (99+ above 99); nothing when there are none. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return undefined;
  return (
    <span
      data-testid="unread-count"
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-[0.6875rem] leading-5 font-semibold text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
