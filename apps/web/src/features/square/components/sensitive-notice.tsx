/** The community rule, always above the editor, and the SDK's word of the sensitive words found so far. */
export function SensitiveNotice({ notice, warning }: { notice: string; warning: string | null }) {
  return (
    <div className="flex flex-col gap-1.5" data-testid="sensitive-notice">
      <p className="rounded-lg bg-gold-soft px-3 py-2 text-xs leading-relaxed text-gold-strong">{notice}</p>
      {warning && (
        <p role="alert" className="rounded-lg bg-danger/8 px-3 py-2 text-xs leading-relaxed text-danger">
          {warning}
        </p>
      )}
    </div>
  );
}
