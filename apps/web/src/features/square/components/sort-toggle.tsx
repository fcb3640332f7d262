export type Sort = 1 | 2;

const OPTIONS: { value: Sort; label: string }[] = [
  { value: 1, label: '最热' },
  { value: 2, label: '最新' },
];

/**
 * Hottest (1) or newest (2) first, as a small segmented switch. Each option is a 44 px square target
 * around its pill, reaching out of the track above and below without making the row taller.
 */
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
          className="-my-1.5 flex min-h-11 min-w-11 items-center justify-center"
        >
          <span
            className={`rounded-full px-3 leading-8 transition ${value === o.value ? 'bg-card font-semibold text-ink shadow-sm' : 'text-muted'}`}
          >
            {o.label}
          </span>
        </button>
      ))}
    </div>
  );
}
