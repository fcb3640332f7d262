import { useMemo } from 'react';
import { admin, checkCorrection, checkReason } from '../../lib/admin';
import { useAdminWrite } from '../../lib/queries';
import { FormDialog } from '../../ui/form-dialog';
import { MONEY_CHANGES } from './money-changes';

const fields = [
  { name: 'amount', label: '调整数量 (X钻，负数为扣除)', check: checkCorrection },
  { name: 'reason', label: '原因', kind: 'textarea' as const, check: checkReason },
];

/** A correction of a balance: a new compensating ledger entry with a reason, never an edit. */
export function CorrectionDialog({
  open,
  uid,
  onClose,
  onDone,
}: {
  open: boolean;
  uid: string;
  onClose(): void;
  onDone(balance: number): void;
}) {
  // One key per opening of the dialog: a retry of the same correction cannot apply it twice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key each time the dialog opens.
  const key = useMemo(() => admin.idempotencyKey(), [open]);
  const initial = useMemo(() => ({ amount: '', reason: '' }), []);
  const correct = useAdminWrite(
    ({ amount, reason }: { amount: number; reason: string }) =>
      admin.correctBalance({ uid, amount, reason }, { idempotencyKey: key }),
    MONEY_CHANGES,
    (result) => onDone(result.balance),
  );
  return (
    <FormDialog
      open={open}
      title={`调整余额 · 用户 ${uid}`}
      fields={fields}
      initial={initial}
      submitLabel="确认调整"
      onClose={onClose}
      onSubmit={async (v) => {
        return correct({ amount: Number(v.amount), reason: (v.reason ?? '').trim() });
      }}
    />
  );
}
