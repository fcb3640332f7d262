import { useMemo } from 'react';
import { admin, checkReason } from '../../lib/admin';
import { useAdminWrite } from '../../lib/queries';
import { FormDialog } from '../../ui/form-dialog';

/** The contract's MakeupCardGrantRequest.count: 1 to 10 cards at a time. */
const MAX_CARDS = 10;

const checkCount = (v: string) =>
  /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= MAX_CARDS
    ? null
    : `请输入 1-${MAX_CARDS} 之间的整数`;

const fields = [
  {
    name: 'count',
    label: '补签卡数量',
    kind: 'number' as const,
    check: checkCount,
    hint: `一次最多 ${MAX_CARDS} 张`,
  },
  { name: 'reason', label: '原因', kind: 'textarea' as const, check: checkReason },
];

/** Customer service: make-up cards (补签卡) for a player, with the reason kept in the audit log. */
export function MakeupCardsDialog({
  open,
  uid,
  onClose,
  onDone,
}: {
  open: boolean;
  uid: string;
  onClose(): void;
  onDone(cards: number): void;
}) {
  const initial = useMemo(() => ({ count: '1', reason: '' }), []);
  const grant = useAdminWrite(
    ({ count, reason }: { count: number; reason: string }) => admin.grantMakeupCards(uid, { count, reason }),
    [],
    (result) => onDone(result.cards),
  );
  return (
    <FormDialog
      open={open}
      title={`发放补签卡 · 用户 ${uid}`}
      fields={fields}
      initial={initial}
      submitLabel="确认发放"
      onClose={onClose}
      onSubmit={async (v) => {
        return grant({ count: Number(v.count), reason: (v.reason ?? '').trim() });
      }}
    />
  );
}
