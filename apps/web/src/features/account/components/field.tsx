import { type InputHTMLAttributes, useId } from 'react';

/** A labelled input row of the account forms; the label stays visible for clarity on small screens. */
export function Field({ label, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className="flex min-h-12 items-center gap-3 border-b border-line">
      <label htmlFor={id} className="w-16 shrink-0 text-[0.9375rem] text-ink">
        {label}
      </label>
      <input
        id={id}
        className="min-w-0 flex-1 bg-transparent py-3 text-[0.9375rem] text-ink outline-none placeholder:text-muted"
        {...input}
      />
    </div>
  );
}
