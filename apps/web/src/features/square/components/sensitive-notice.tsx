/** The community rule, always above the editor; the words found so far and how they will show. */
export function SensitiveNotice({ notice, found }: { notice: string; found: string[] }) {
  return (
    <div className="flex flex-col gap-1.5" data-testid="sensitive-notice">
      <p className="rounded-lg bg-gold-soft px-3 py-2 text-xs leading-relaxed text-gold-strong">{notice}</p>
      {found.length > 0 && (
        <p role="alert" className="rounded-lg bg-danger/8 px-3 py-2 text-xs leading-relaxed text-danger">
          内容含有敏感词{found.map((w) => `「${w}」`).join('')}，发布后这些词会被替换为 *
        </p>
      )}
    </div>
  );
}
