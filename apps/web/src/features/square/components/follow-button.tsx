/** Follow / followed pill beside an author. */
export function FollowButton({ following, onToggle }: { following: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={following}
      data-testid="follow-button"
      className="flex min-h-11 items-center"
    >
      <span
        className={`rounded-full px-3.5 py-1 text-[0.8125rem] font-medium transition ${following ? 'bg-page text-muted' : 'bg-primary-soft text-primary'}`}
      >
        {following ? '已关注' : '+ 关注'}
      </span>
    </button>
  );
}
