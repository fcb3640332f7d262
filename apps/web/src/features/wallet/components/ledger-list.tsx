import { api } from '../../../lib/portal';
import { useTimeLabel } from '../../../lib/portal-helpers';
import { usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';

const KIND = {
  recharge: '充值',
  purchase: '消费',
  vip: '会员',
  checkin: '签到',
  task: '任务',
  invite: '邀请',
  gift: '礼包',
  refund: '退款',
  redeem: '兑换',
  forfeit: '作废',
  correction: '调整',
  chapter: '章节',
} as const;

/** Every credit and spend of X钻 with the balance after it. */
export function LedgerList({ uid }: { uid: string }) {
  const timeLabel = useTimeLabel();
  const list = usePagedList(`ledger:${uid}`, (currentPage, pageSize, cursor) =>
    api.center.listCoinLedger({ uid, currentPage, pageSize, cursor }),
  );
  return (
    <PagedView list={list} empty={<EmptyState title="暂无X钻记录" />}>
      {(entries) => (
        <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] bg-card shadow-card">
          {entries.map((e) => (
            <li key={e.id} className="flex min-h-16 items-center gap-3 px-4 py-2" data-testid="ledger-item">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-diamond-soft text-xs font-medium text-diamond">
                {KIND[e.kind]}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-[0.9375rem] text-ink">{e.note}</p>
                <time className="text-xs text-muted">{timeLabel(e.createTime)}</time>
              </div>
              <div className="text-right">
                <p className={`font-semibold ${e.amount >= 0 ? 'text-success' : 'text-danger'}`}>
                  {e.amount >= 0 ? `+${e.amount}` : e.amount}
                </p>
                <p className="text-[0.6875rem] text-muted">余额 {e.balanceAfter}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedView>
  );
}
