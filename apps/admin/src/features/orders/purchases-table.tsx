import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { useEffect, useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { ConfirmDialog } from '../../ui/confirm-dialog';

type Purchase = AdminSchemas['AdminPurchase'];

/** A user's game purchases; a refund credits the price back as a new ledger entry (one key per attempt). */
export function PurchasesTable({
  uid,
  version,
  onRefunded,
}: {
  uid: string;
  version: number;
  onRefunded(balance: number): void;
}) {
  const [rows, setRows] = useState<Purchase[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The key is made when the dialog opens: a retry of the same refund carries it and cannot pay twice.
  const [refunding, setRefunding] = useState<{ purchase: Purchase; key: string } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reload trigger.
  useEffect(() => {
    admin
      .call(admin.api.GET('/v1/admin/users/{uid}/purchases', { params: { path: { uid } } }))
      .then(({ data, error: failure }) => {
        setRows(data ?? []);
        setError(failure?.message ?? null);
      });
  }, [uid, version]);

  const columns: Column<Purchase>[] = [
    { key: 'game', title: '游戏', render: (p) => p.gameName },
    { key: 'price', title: '价格', render: (p) => `${p.price} X钻` },
    { key: 'time', title: '购买时间', render: (p) => formatTime(p.createTime) },
    {
      key: 'state',
      title: '状态',
      render: (p) => (p.refunded ? `已退款 ${formatTime(p.refundTime)}` : '已购买'),
    },
    {
      key: 'actions',
      title: '操作',
      render: (p) =>
        p.refunded || p.price === 0 ? null : (
          <Button
            size="small"
            variant="danger"
            onClick={() => setRefunding({ purchase: p, key: admin.idempotencyKey() })}
          >
            退款
          </Button>
        ),
    },
  ];
  return (
    <div data-testid="purchases">
      <DataTable columns={columns} rows={rows} rowKey={(p) => `${p.gameId}-${p.createTime}`} error={error} />
      <ConfirmDialog
        open={refunding !== null}
        title="退款"
        message={
          refunding
            ? `退还「${refunding.purchase.gameName}」的 ${refunding.purchase.price} X钻给用户 ${uid}，该游戏将不再归其所有。`
            : ''
        }
        confirmLabel="确认退款"
        onClose={() => setRefunding(null)}
        onConfirm={async (reason) => {
          if (!refunding) return null;
          const { data, error: failure } = await admin.call(
            admin.api.POST('/v1/admin/refunds', {
              params: { header: { 'Idempotency-Key': refunding.key } },
              body: { uid, gameId: refunding.purchase.gameId, reason },
            }),
          );
          if (failure) return failure.message;
          onRefunded(data.balance);
          return null;
        }}
      />
    </div>
  );
}
