import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { filterInputClass } from '@portal/ui/field';
import { CursorPager } from '@portal/ui/pager';
import { toast } from '@portal/ui/toast';
import { type FormEvent, useState } from 'react';
import { type AdminSchemas, admin, EnumLabels } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { useCursorTable } from '../../lib/tables';
import { DateRange } from '../../ui/date-range';
import { RechargeRefundDialog } from './recharge-refund-dialog';

type Order = AdminSchemas['AdminOrder'];
type Status = Order['status'];

const STATUS: Record<Status, string> = EnumLabels.OrderStatus;

interface Filter {
  orderNo: string;
  uid: string;
  status: '' | Status;
  from: string;
  to: string;
}

const EMPTY: Filter = { orderNo: '', uid: '', status: '', from: '', to: '' };

/** Recharge orders by number, user, state and day range. */
export function OrdersPanel({ onOpenUser }: { onOpenUser(uid: string): void }) {
  const [form, setForm] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const list = useCursorTable<Order>('searchOrders', filter, ({ page, pageSize, cursor }, signal) =>
    admin.searchOrders(
      {
        currentPage: page,
        pageSize,
        ...(cursor ? { cursor } : {}),
        ...(filter.orderNo ? { orderNo: filter.orderNo } : {}),
        ...(filter.uid ? { uid: filter.uid } : {}),
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.from ? { from: filter.from } : {}),
        ...(filter.to ? { to: filter.to } : {}),
      },
      { signal },
    ),
  );
  const [refunding, setRefunding] = useState<Order | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    // A new filter is a new list, from its first page.
    setFilter({ ...form, orderNo: form.orderNo.trim(), uid: form.uid.trim() });
  };
  const set = (name: keyof Filter) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));
  const columns: Column<Order>[] = [
    { key: 'no', title: '订单号', render: (o) => <span className="font-mono text-xs">{o.orderNo}</span> },
    {
      key: 'user',
      title: '用户',
      render: (o) => (
        <button type="button" className="text-primary hover:underline" onClick={() => onOpenUser(o.uid)}>
          {o.userName} ({o.uid})
        </button>
      ),
    },
    { key: 'amount', title: '金额 (元)', render: (o) => (o.amount / 100).toFixed(2) },
    { key: 'coins', title: 'X钻', render: (o) => o.coins },
    { key: 'status', title: '状态', render: (o) => STATUS[o.status] },
    { key: 'created', title: '下单时间', render: (o) => formatTime(o.createTime) },
    { key: 'paid', title: '支付时间', render: (o) => formatTime(o.paidTime) },
    { key: 'refund', title: '退款', render: (o) => refundCell(o, () => setRefunding(o)) },
  ];
  return (
    <>
      <search>
        <form onSubmit={search} className="mb-3 flex flex-wrap gap-2">
          <input
            aria-label="订单号"
            placeholder="订单号"
            className={`${filterInputClass} w-48`}
            value={form.orderNo}
            onChange={set('orderNo')}
          />
          <input
            aria-label="用户 UID"
            placeholder="用户 UID"
            className={`${filterInputClass} w-36`}
            value={form.uid}
            onChange={set('uid')}
          />
          <select
            aria-label="状态"
            className={`${filterInputClass} w-28`}
            value={form.status}
            onChange={set('status')}
          >
            <option value="">全部状态</option>
            {Object.entries(STATUS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <DateRange
            from={form.from}
            to={form.to}
            onFrom={(from) => setForm((f) => ({ ...f, from }))}
            onTo={(to) => setForm((f) => ({ ...f, to }))}
          />
          <Button size="medium" variant="ghost" type="submit">
            搜索
          </Button>
        </form>
      </search>
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(o) => o.orderNo}
        loading={list.loading}
        error={list.error}
      />
      <CursorPager
        page={list.page}
        hasNext={list.hasNext}
        loading={list.loading}
        onPrevious={list.previous}
        onNext={list.next}
      />
      <RechargeRefundDialog
        order={refunding}
        onClose={() => setRefunding(null)}
        onDone={(r) => {
          toast(
            `已退款 ¥${(r.refund.amount / 100).toFixed(2)}，扣回 ${r.refund.coins} X钻，余额 ${r.balance}`,
          );
        }}
      />
    </>
  );
}

/** A paid order's refund: its state once asked for, else the action (a pending one is finished by asking again). */
function refundCell(o: Order, refund: () => void) {
  if (o.refund?.status === 'refunded')
    return (
      <span className="text-muted">
        {EnumLabels.RechargeRefundStatus.refunded} {formatTime(o.refund.doneTime)}
      </span>
    );
  if (o.status !== 'paid') return null;
  const pending = o.refund?.status === 'pending';
  return (
    <Button size="small" variant="danger" onClick={refund}>
      {pending ? '完成退款' : '退款'}
    </Button>
  );
}
