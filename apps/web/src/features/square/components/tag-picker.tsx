import type { Tag } from '../hooks/use-tags';

/** Choose the post's tag: one pill per tag. */
export function TagPicker({
  tags,
  value,
  onChange,
}: {
  tags: Tag[];
  value: number | null;
  onChange(id: number): void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="mb-2 text-[0.8125rem] font-medium text-ink">选择标签</legend>
      {tags.map((t) => (
        <button
          key={t.id}
          type="button"
          aria-pressed={value === t.id}
          onClick={() => onChange(t.id)}
          className={`min-h-11 rounded-full px-4 text-[0.8125rem] transition ${value === t.id ? 'bg-primary text-white shadow-[0_4px_12px_rgb(98_70_234/0.3)]' : 'bg-page text-body'}`}
        >
          #{t.tag}
        </button>
      ))}
    </fieldset>
  );
}
