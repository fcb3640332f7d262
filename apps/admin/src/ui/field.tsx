import { type ReactNode, useId } from 'react';

export interface FieldProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Renders the control with the ids that tie it to its label and error. */
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/** A labelled form control with its error (in Chinese, under it) announced to screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: Boolean(error) })}
      {hint && !error && <p className="text-xs text-muted">{hint}</p>}
      {error && (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'h-10 w-full rounded-lg border border-line bg-card px-3 text-sm text-ink outline-none focus:border-primary aria-invalid:border-danger';

/** A filter control beside others in a search bar: its width comes with it (w-40...). */
export const filterInputClass = inputClass.replace('w-full ', '');

export const textareaClass =
  'min-h-24 w-full rounded-lg border border-line bg-card px-3 py-2 text-sm text-ink outline-none focus:border-primary aria-invalid:border-danger';
