import { Button } from '@portal/ui/button';
import type { FormEvent, ReactNode } from 'react';

/** White card holding an account form, its submit button and links under it. */
export function FormCard({
  children,
  submitLabel,
  busy,
  onSubmit,
  footer,
}: {
  children: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit(): void;
  footer?: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form onSubmit={submit} className="mt-4 rounded-[var(--radius-card)] bg-card px-5 pt-2 pb-5 shadow-card">
      {children}
      <Button type="submit" block disabled={busy} className="mt-6">
        {busy ? '请稍候...' : submitLabel}
      </Button>
      {footer && <div className="mt-4 flex justify-between text-[0.8125rem] text-primary">{footer}</div>}
    </form>
  );
}
