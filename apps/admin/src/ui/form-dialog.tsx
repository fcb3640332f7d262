import { Button } from '@portal/ui/button';
import { Field, inputClass, textareaClass } from '@portal/ui/field';
import { PanelDialog } from '@portal/ui/panel-dialog';
import { type FormEvent, useEffect, useState } from 'react';
import { ImageInput } from './image-input';

export type FormValues = Record<string, string>;

export interface FormField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'select' | 'checkbox' | 'datetime-local' | 'password' | 'image';
  /** For an image field: uploads the picked file and answers its address. */
  upload?(file: File): Promise<{ url: string } | { error: string }>;
  options?: { value: string; label: string }[];
  /** Under the field; a function when it depends on the values (a hint that only applies to an edit). */
  hint?: string | ((values: FormValues) => string | undefined);
  /** Shown only when this answers true for the current values (a price only for a paid game). */
  when?(values: FormValues): boolean;
  /** The field's check (from the SDK's admin rules): an error in Chinese, or null. */
  check?(value: string, values: FormValues): string | null;
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  fields: FormField[];
  initial: FormValues;
  submitLabel?: string;
  onClose(): void;
  /** Saves; answers the server's refusal to show, or null when saved. */
  onSubmit(values: FormValues): Promise<string | null>;
}

/** A form in a dialog: every field checked on submit, errors under each field, the server's refusal at the foot. */
export function FormDialog({
  open,
  title,
  fields,
  initial,
  submitLabel = '保存',
  onClose,
  onSubmit,
}: FormDialogProps) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setValues(initial);
      setErrors({});
      setFailure(null);
    }
  }, [open, initial]);
  const shown = fields.filter((f) => f.when?.(values) ?? true);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = Object.fromEntries(
      shown.map((f) => [f.name, f.check?.(values[f.name] ?? '', values) ?? null]),
    );
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const refused = await onSubmit(values);
    setBusy(false);
    setFailure(refused);
    if (!refused) onClose();
  };
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <PanelDialog open={open} onClose={onClose} title={title} wide testId="form-dialog">
      <form id="form-dialog" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {shown.map((f) => (
          <div key={f.name} className={f.kind === 'textarea' ? 'sm:col-span-2' : ''}>
            <Field
              label={f.label}
              error={errors[f.name]}
              hint={typeof f.hint === 'function' ? f.hint(values) : f.hint}
            >
              {(ids) => <Control field={f} value={values[f.name] ?? ''} set={set} {...ids} />}
            </Field>
          </div>
        ))}
        {failure && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger sm:col-span-2">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button size="medium" variant="ghost" onClick={onClose}>
            取消
          </Button>
          <Button size="medium" variant="primary" type="submit" disabled={busy}>
            {busy ? '保存中…' : submitLabel}
          </Button>
        </div>
      </form>
    </PanelDialog>
  );
}

interface ControlProps {
  field: FormField;
  value: string;
  set(name: string, value: string): void;
  id: string;
  describedBy?: string;
  invalid: boolean;
}

function Control({ field, value, set, id, describedBy, invalid }: ControlProps) {
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': invalid };
  switch (field.kind) {
    case 'image':
      return field.upload ? (
        <ImageInput
          id={id}
          label={field.label}
          describedBy={describedBy}
          invalid={invalid}
          value={value}
          upload={field.upload}
          onChange={(url) => set(field.name, url)}
        />
      ) : null;
    case 'textarea':
      return (
        <textarea
          {...common}
          className={textareaClass}
          value={value}
          onChange={(e) => set(field.name, e.target.value)}
        />
      );
    case 'select':
      return (
        <select
          {...common}
          className={inputClass}
          value={value}
          onChange={(e) => set(field.name, e.target.value)}
        >
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case 'checkbox':
      return (
        <input
          {...common}
          type="checkbox"
          className="size-5 accent-primary"
          checked={value === 'true'}
          onChange={(e) => set(field.name, String(e.target.checked))}
        />
      );
    default:
      return (
        <input
          {...common}
          type={field.kind === 'number' ? 'text' : (field.kind ?? 'text')}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          className={inputClass}
          value={value}
          onChange={(e) => set(field.name, e.target.value)}
        />
      );
  }
}
