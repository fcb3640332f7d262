import { Button } from '@portal/ui/button';
import { Field, textareaClass } from '@portal/ui/field';
import { PanelDialog } from '@portal/ui/panel-dialog';
import { useMemo, useState } from 'react';
import { type AdminSchemas, admin, checkReason } from '../../lib/admin';
import { adminKey, useAdminQuery, useAdminWrite } from '../../lib/queries';
import { MONEY_CHANGES } from './money-changes';

type Order = AdminSchemas['AdminOrder'];
type Preview = AdminSchemas['RechargeRefundPreview'];
export type RefundResult = AdminSchemas['RechargeRefundResult'];

const PROVIDERS: Record<string, string> = { sandbox: '沙箱支付', alipay: '支付宝' };
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** One fact of the refund, label over value. */
function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm font-medium text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Refunds a recharge order after showing what it will do, as the server previews it: the money back to
 * where it was paid, the X钻 taken back and the balance before and after; or why it cannot be refunded.
 * One Idempotency-Key per opening, so a retry of the same confirmation cannot refund twice.
 */
export function RechargeRefundDialog({
  order,
  onClose,
  onDone,
}: {
  order: Order | null;
  onClose(): void;
  onDone(result: RefundResult): void;
}) {
  const orderNo = order?.orderNo ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key each time the dialog opens on an order.
  const key = useMemo(() => admin.idempotencyKey(), [orderNo]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previewed = useAdminQuery(
    adminKey('previewRechargeRefund', orderNo),
    (signal) => admin.previewRechargeRefund(orderNo ?? '', { signal }),
    orderNo !== null,
  );
  const preview: Preview | null = previewed.error ? null : (previewed.data ?? null);
  const loadError = previewed.error;
  // A refusal may mean the order or the balance changed meanwhile: the preview is read again (invalidated).
  const refund = useAdminWrite(
    ({ no, text }: { no: string; text: string }) =>
      admin.refundRecharge(no, { reason: text }, { idempotencyKey: key }),
    MONEY_CHANGES,
    (result) => {
      onDone(result);
      close();
    },
  );

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!orderNo) return;
    const problem = checkReason(reason);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const refused = await refund({ no: orderNo, text: reason.trim() });
    setBusy(false);
    if (refused) {
      setError(refused);
      previewed.reload();
    }
  };

  const p = preview;
  const refundable = p?.refundable === true;
  return (
    <PanelDialog
      open={order !== null}
      onClose={close}
      title={`充值退款 · 订单 ${orderNo ?? ''}`}
      testId="recharge-refund-dialog"
      footer={
        <>
          <Button size="medium" variant="ghost" onClick={close}>
            取消
          </Button>
          <Button size="medium" variant="danger" onClick={confirm} disabled={busy || !refundable}>
            {busy ? '处理中…' : p?.refund?.status === 'pending' ? '完成退款' : '确认退款'}
          </Button>
        </>
      }
    >
      {!p && !loadError && <p className="text-sm text-muted">正在核对订单与用户余额…</p>}
      {loadError && (
        <p role="alert" className="text-sm text-danger">
          {loadError}
        </p>
      )}
      {p && (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 rounded-lg bg-page p-3">
            <Fact label="用户" value={`${p.userName} (${p.uid})`} />
            <Fact
              label="退还金额"
              value={`${yuan(p.amount)} 原路退回${PROVIDERS[p.provider] ?? p.provider}`}
              testId="refund-amount"
            />
            <Fact label="扣回 X钻 (含赠送)" value={`${p.coins} X钻`} testId="refund-coins" />
            <Fact
              label="X钻余额"
              value={p.balanceAfter === null ? `${p.balance}` : `${p.balance} → ${p.balanceAfter}`}
              testId="refund-balance"
            />
          </dl>
          {refundable ? (
            <p className="text-sm leading-relaxed text-body">
              {p.refund?.status === 'pending'
                ? `上次退款尚未得到支付渠道确认，${p.coins} X钻已扣回并冻结。确认后将再次向支付渠道提交同一笔退款，不会重复退钱。`
                : `确认后先从用户余额扣回 ${p.coins} X钻，再由支付渠道退还 ${yuan(p.amount)}；整笔退款，不能部分退。`}
              {p.refund?.status === 'failed' &&
                ` 上次退款被支付渠道拒绝：${p.refund.failure ?? ''}（X钻已退还）。`}
            </p>
          ) : (
            <p
              role="alert"
              className="rounded-lg bg-danger-soft p-3 text-sm text-danger"
              data-testid="refund-refusal"
            >
              {p.refusal}
            </p>
          )}
          {refundable && (
            <Field label="原因" error={error}>
              {({ id, describedBy, invalid }) => (
                <textarea
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  className={textareaClass}
                  value={reason}
                  placeholder="将发给支付渠道并记录在操作日志中"
                  onChange={(e) => {
                    setReason(e.target.value);
                    setError(null);
                  }}
                />
              )}
            </Field>
          )}
          {!refundable && error && (
            <p role="alert" className="text-xs text-danger">
              {error}
            </p>
          )}
        </div>
      )}
    </PanelDialog>
  );
}
