import { useCallback, useEffect } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { useList } from '../../lib/use-list';
import { type Column, DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';

type Entry = AdminSchemas['AdminLedgerEntry'];

// The ledger's kinds as the console names them; a kind added later shows as it is stored.
const KIND: Record<string, string> = {
  recharge: '充值',
  purchase: '购买',
  refund: '退款',
  correction: '调整',
  vip: '会员',
  reward: '奖励',
  chapter: '章节解锁',
};

/** A user's X钻 ledger, newest first: every credit and debit with the balance after it. */
export function LedgerTable({ uid, version }: { uid: string; version: number }) {
  const load = useCallback(
    ({ page, pageSize }: { page: number; pageSize: number }) =>
      admin.call(
        admin.api.GET('/v1/admin/users/{uid}/ledger', {
          params: { path: { uid }, query: { currentPage: page, pageSize } },
        }),
      ),
    [uid],
  );
  const list = useList<Entry>(load);
  const { reload } = list;
  // A refund or correction elsewhere on the page bumps version: the ledger is read again.
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  const columns: Column<Entry>[] = [
    { key: 'time', title: '时间', render: (e) => formatTime(e.createTime) },
    { key: 'kind', title: '类型', render: (e) => KIND[e.kind] ?? e.kind },
    {
      key: 'amount',
      title: '变动',
      render: (e) => (
        <span className={e.amount >= 0 ? 'text-success' : 'text-danger'}>
          {e.amount >= 0 ? `+${e.amount}` : e.amount}
        </span>
      ),
    },
    { key: 'after', title: '余额', render: (e) => e.balanceAfter },
    { key: 'note', title: '说明', render: (e) => e.note || e.ref },
  ];
  return (
    <div data-testid="ledger">
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(e) => e.id}
        loading={list.loading}
        error={list.error}
      />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />
    </div>
  );
}
