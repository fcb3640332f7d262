import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { filterInputClass } from '@portal/ui/field';
import { type FormEvent, useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { dayFromToday } from '../../lib/format';
import { adminKey, useAdminQuery } from '../../lib/queries';
import { PageHeader } from '../../ui/page-header';

type Report = AdminSchemas['Reconciliation'];
type Difference = Report['differences'][number];

const KIND: Record<Difference['kind'], string> = {
  order_not_credited: '订单已支付未到账',
  credit_without_order: '到账无对应订单',
  credit_mismatch: '到账数量不符',
  purchase_without_debit: '购买未扣X钻',
  debit_without_purchase: '扣X钻无对应购买',
  debit_mismatch: '扣除数量不符',
  refund_mismatch: '退款数量不符',
  balance_mismatch: '余额与流水不符',
};

/** Daily reconciliation: orders paid vs X钻 credited, X钻 spent vs purchases; any difference is listed. */
export default function ReconciliationPage() {
  const [range, setRange] = useState({ from: dayFromToday(0), to: dayFromToday(0) });
  const [form, setForm] = useState(range);
  const checked = useAdminQuery(adminKey('reconciliation', range), (signal) =>
    admin.reconciliation(range, { signal }),
  );
  const { error } = checked;
  const report: Report | null = error ? null : (checked.data ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same range again checks the books again.
    if (form.from === range.from && form.to === range.to) checked.reload();
    else setRange(form);
  };
  const columns: Column<Difference>[] = [
    { key: 'kind', title: '类型', render: (d) => KIND[d.kind] ?? d.kind },
    { key: 'ref', title: '单号', render: (d) => d.ref },
    { key: 'uid', title: '用户', render: (d) => d.uid },
    { key: 'expected', title: '应为', render: (d) => d.expected },
    { key: 'actual', title: '实际', render: (d) => d.actual },
    { key: 'note', title: '说明', render: (d) => d.note },
  ];
  return (
    <>
      <PageHeader
        title="对账"
        actions={
          <search>
            <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
              <input
                aria-label="开始日期"
                type="date"
                className={`${filterInputClass} w-40`}
                value={form.from}
                onChange={(e) => setForm((f) => ({ ...f, from: e.target.value }))}
              />
              <span className="text-muted">至</span>
              <input
                aria-label="结束日期"
                type="date"
                className={`${filterInputClass} w-40`}
                value={form.to}
                onChange={(e) => setForm((f) => ({ ...f, to: e.target.value }))}
              />
              <Button size="medium" variant="ghost" type="submit">
                对账
              </Button>
            </form>
          </search>
        }
      />
      {error && <p className="mb-3 text-sm text-danger">{error}</p>}
      {report && (
        <>
          <p
            data-testid="reconciliation-state"
            className={`mb-4 rounded-lg px-4 py-3 text-sm font-medium ${report.clean ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'}`}
          >
            {report.clean
              ? `${report.from} 至 ${report.to} 账目一致`
              : `${report.from} 至 ${report.to} 发现 ${report.differences.length} 处差异`}
          </p>
          <div className="mb-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <Figure
              title="充值订单"
              lines={[
                `已支付 ${report.orders.paid} 笔`,
                `应到账 ${report.orders.coinsExpected} X钻`,
                `实到账 ${report.orders.coinsCredited} X钻`,
              ]}
            />
            <Figure
              title="游戏购买"
              lines={[
                `${report.purchases.count} 笔`,
                `应扣 ${report.purchases.coinsExpected} X钻`,
                `实扣 ${report.purchases.coinsSpent} X钻`,
              ]}
            />
            <Figure title="退款" lines={[`${report.refunds.count} 笔`, `${report.refunds.coins} X钻`]} />
            <Figure
              title="余额调整"
              lines={[`${report.corrections.count} 笔`, `${report.corrections.coins} X钻`]}
            />
          </div>
          {!report.clean && (
            <DataTable
              columns={columns}
              rows={report.differences}
              rowKey={(d) => `${d.kind}-${d.ref}-${d.uid}`}
            />
          )}
        </>
      )}
    </>
  );
}

function Figure({ title, lines }: { title: string; lines: string[] }) {
  return (
    <section className="rounded-[var(--radius-card)] bg-card p-4 shadow-card">
      <h2 className="mb-2 text-sm font-medium text-muted">{title}</h2>
      {lines.map((l) => (
        <p key={l} className="text-sm text-ink">
          {l}
        </p>
      ))}
    </section>
  );
}
