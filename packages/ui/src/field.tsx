import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

export const inputClass =
  'h-10 w-full rounded-lg border border-line bg-card px-3 text-sm text-ink outline-none focus:border-primary aria-invalid:border-danger';

/** A filter control beside others in a search bar: its width comes with it (w-40...). */
export const filterInputClass = inputClass.replace('w-full ', '');

export const textareaClass =
  'min-h-24 w-full rounded-lg border border-line bg-card px-3 py-2 text-sm text-ink outline-none focus:border-primary aria-invalid:border-danger';

/** What ties a control to its label, hint and error: spread them on the control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid': boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** The field's error in Chinese; shown in place of the hint. */
  error?: string | null;
  hint?: ReactNode;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/**
 * A labelled form control: the label names it, the hint or the error (under it) describes it, and an
 * error is announced to screen readers as it appears.
 */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

const controlProps = (ids: { id: string; describedBy?: string; invalid: boolean }): FieldControlProps => ({
  id: ids.id,
  'aria-describedby': ids.describedBy,
  'aria-invalid': ids.invalid,
});

type Labelled = Pick<FieldProps, 'label' | 'error' | 'hint'>;

export interface TextFieldProps extends Labelled, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {}

/** A one-line text field (also password, date, datetime-local: pass `type`). */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <input type="text" {...input} {...controlProps(ids)} className={`${inputClass} ${className}`} />
      )}
    </Field>
  );
}

export interface NumberFieldProps
  extends Labelled,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** decimal: a price or an amount with a fraction; numeric (the default): whole numbers. */
  inputMode?: 'numeric' | 'decimal';
}

/**
 * A number typed as text with the phone's number pad: the value stays the string typed, so a check can
 * say what is wrong with it (an `<input type="number">` hands over '' for anything it cannot read).
 */
export function NumberField({
  label,
  error,
  hint,
  className = '',
  inputMode = 'numeric',
  ...input
}: NumberFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <input
          {...input}
          type="text"
          inputMode={inputMode}
          {...controlProps(ids)}
          className={`${inputClass} ${className}`}
        />
      )}
    </Field>
  );
}

export interface TextareaFieldProps
  extends Labelled,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {}

/** Several lines of text. */
export function TextareaField({ label, error, hint, className = '', ...textarea }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => <textarea {...textarea} {...controlProps(ids)} className={`${textareaClass} ${className}`} />}
    </Field>
  );
}

export interface SelectFieldProps extends Labelled, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  options: { value: string; label: string }[];
}

/** One choice of a few, as the platform's own select. */
export function SelectField({ label, error, hint, className = '', options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <select {...select} {...controlProps(ids)} className={`${inputClass} ${className}`}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
