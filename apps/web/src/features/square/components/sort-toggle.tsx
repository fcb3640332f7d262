export type Sort = 1 | 2;

const OPTIONS: { value: Sort; label: string }[] = [
  { value: 1, label: '最热' },
  { value: 2, label: '最新' },
];

/** Hottest (1) or newest (2) first, as a small segmented switch; each pill's hit area reaches 44px tall. */
export function SortToggle({
  value,
  onChange,
  label,
}: {
  value: Sort;
  onChange(s: Sort): void;
  label: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex rounded-full bg-page p-0.5 text-xs">
      {OPTIONS.map((o) => (
        // biome-ignore lint/a11y/useSemanticElements: a segmented switch styled as pills, not native radios
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          onClick={() => onChange(o.value)}
          className={`relative min-h-8 rounded-full px-3 transition after:absolute after:inset-x-0 after:-inset-y-1.5 ${value === o.value ? 'bg-card font-semibold text-ink shadow-sm' : 'text-muted'}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
