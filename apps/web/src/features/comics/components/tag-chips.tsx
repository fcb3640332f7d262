/** Horizontal category chips; '' stands for 全部. */
export function TagChips({
  tags,
  active,
  onChange,
}: {
  tags: string[];
  active: string;
  onChange(tag: string): void;
}) {
  return (
    <div className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3" role="toolbar" aria-label="分类">
      {['', ...tags].map((t) => (
        <button
          key={t || 'all'}
          type="button"
          aria-pressed={t === active}
          onClick={() => onChange(t)}
          className={`min-h-11 shrink-0 rounded-full px-4 text-[0.8125rem] transition ${t === active ? 'bg-primary font-semibold text-white shadow-card' : 'bg-card text-body'}`}
        >
          {t || '全部'}
        </button>
      ))}
    </div>
  );
}
