import dayjs from 'dayjs';
import { DiamondIcon } from '../../../assets/icons';
import { api } from '../../../lib/portal';
import { EnumLabels } from '../../../lib/portal-helpers';
import { usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';
import { yuan } from './money';

const TONE = {
  pending: 'text-gold-strong',
  paid: 'text-success',
  expired: 'text-muted',
} as const;

/** My recharge orders (充值订单), newest first. */
export function OrderList({ version = 0 }: { version?: number }) {
  const list = usePagedList(`orders:${version}`, (currentPage, pageSize, cursor) =>
    api.center.listOrders({ currentPage, pageSize, cursor }),
  );
  return (
    <PagedView list={list} empty={<EmptyState title="暂无订单" />}>
      {(orders) => (
        <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] bg-card shadow-card">
          {orders.map((o) => (
            <li
              key={o.orderNo}
              className="flex min-h-16 items-center gap-3 px-4 py-3"
              data-testid="order-item"
            >
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-1 text-[0.9375rem] font-medium text-ink">
                  <DiamondIcon className="text-diamond" /> {o.coins} X钻
                </p>
                {/* Two lines: the long order number would otherwise push the time out of view. */}
                <p className="mt-0.5 text-xs text-muted">{dayjs(o.createTime).format('YYYY-MM-DD HH:mm')}</p>
                <p className="truncate text-[0.6875rem] text-muted">订单号 {o.orderNo}</p>
              </div>
              <div className="text-right">
                <p className="text-[0.9375rem] font-semibold text-ink">{yuan(o.amount)}</p>
                <p className={`text-xs ${TONE[o.status]}`}>{EnumLabels.OrderStatus[o.status]}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedView>
  );
}
