import { inputClass } from '@portal/ui/field';
import { useState } from 'react';

export interface ImageInputProps {
  id: string;
  /** The field's name, for the upload button's accessible name. */
  label: string;
  value: string;
  onChange(url: string): void;
  upload(file: File): Promise<{ url: string } | { error: string }>;
  describedBy?: string;
  invalid?: boolean;
}

/** A picture's address: typed in, or filled by uploading a file; shows the picture once there is one. */
export function ImageInput({ id, label, value, onChange, upload, describedBy, invalid }: ImageInputProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const answer = await upload(file);
    setBusy(false);
    if ('error' in answer) setError(answer.error);
    else onChange(answer.url);
  };
  return (
    <div className="flex items-center gap-2">
      {value ? (
        <img src={value} alt="" className="size-10 shrink-0 rounded-md border border-line object-cover" />
      ) : (
        <div className="size-10 shrink-0 rounded-md border border-dashed border-line" />
      )}
      <input
        id={id}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        className={inputClass}
        value={value}
        placeholder="/files/... 或 https://..."
        onChange={(e) => onChange(e.target.value)}
      />
      <label className="flex h-10 shrink-0 cursor-pointer items-center rounded-lg border border-line px-3 text-sm hover:bg-page">
        {busy ? '上传中…' : '上传'}
        <input
          type="file"
          aria-label={`上传${label}`}
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          onChange={(e) => pick(e.target.files?.[0])}
        />
      </label>
      {error && (
        <span role="alert" className="text-xs text-danger">
          {error}
        </span>
      )}
    </div>
  );
}
