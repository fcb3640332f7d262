import { type InputHTMLAttributes, useId } from 'react';
import { FieldRules } from '../../../lib/portal-helpers';

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

/** The mainland phone row used by every SMS form: digits only, as many as the contract's Phone. */
export function PhoneField({ value, onValue }: { value: string; onValue(phone: string): void }) {
  return (
    <Field
      label="手机号"
      type="tel"
      inputMode="numeric"
      maxLength={FieldRules.Phone.maxLength}
      placeholder="请输入手机号"
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}
