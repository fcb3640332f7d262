import { Button } from '@portal/ui/button';
import { Field, textareaClass } from '@portal/ui/field';
import { PanelDialog } from '@portal/ui/panel-dialog';
import { useState } from 'react';
import { checkReason } from '../lib/admin';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence the operator can check. */
  message: string;
  confirmLabel?: string;
  /** Destructive and money actions ask for a reason, which the audit log keeps. */
  withReason?: boolean;
  onClose(): void;
  /** Does the action; answers an error message to show, or null when done. */
  onConfirm(reason: string): Promise<string | null>;
}

/** Asks before a destructive or money action, with a reason field when the action needs one. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = '确认',
  withReason = true,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    const problem = withReason ? checkReason(reason) : null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    const failed = await onConfirm(reason.trim());
    setBusy(false);
    if (failed) setError(failed);
    else close();
  };
  return (
    <PanelDialog
      open={open}
      onClose={close}
      title={title}
      testId="confirm-dialog"
      footer={
        <>
          <Button size="medium" variant="ghost" onClick={close}>
            取消
          </Button>
          <Button size="medium" variant="danger" onClick={confirm} disabled={busy}>
            {busy ? '处理中…' : confirmLabel}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm leading-relaxed text-body">{message}</p>
      {withReason ? (
        <Field label="原因" error={error}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={textareaClass}
              value={reason}
              placeholder="将记录在操作日志中"
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
      ) : (
        error && (
          <p role="alert" className="text-xs text-danger">
            {error}
          </p>
        )
      )}
    </PanelDialog>
  );
}
