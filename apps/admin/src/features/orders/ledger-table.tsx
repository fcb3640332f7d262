import { type Column, DataTable } from '@portal/ui/data-table';
import { CursorPager } from '@portal/ui/pager';
import { type AdminSchemas, admin } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { useCursorTable } from '../../lib/tables';

type Entry = AdminSchemas['AdminLedgerEntry'];

type Kind = AdminSchemas['LedgerEntry']['kind'];

// The ledger's kinds as the console names them, typed by the contract's LedgerEntry.kind: a kind added
// there does not build until it is named here. A stored kind the contract lacks shows as it is.
const KIND: Record<Kind, string> = {
  recharge: '充值',
  purchase: '购买游戏',
  refund: '退款',
  correction: '调账',
  vip: '开通会员',
  checkin: '签到奖励',
  task: '任务奖励',
  invite: '邀请奖励',
  gift: '礼包奖励',
  redeem: '兑换码',
  forfeit: '注销清零',
  chapter: '章节解锁',
};
const kindLabel = (kind: string) => (Object.hasOwn(KIND, kind) ? KIND[kind as Kind] : kind);

/** A user's X钻 ledger, newest first: every credit and debit with the balance after it. */
export function LedgerTable({ uid }: { uid: string }) {
  // A refund or correction elsewhere on the page invalidates the ledger: it is read again.
  const list = useCursorTable<Entry>('userLedger', uid, ({ page, pageSize, cursor }, signal) =>
    admin.userLedger(uid, { currentPage: page, pageSize, ...(cursor ? { cursor } : {}) }, { signal }),
  );
  const columns: Column<Entry>[] = [
    { key: 'time', title: '时间', render: (e) => formatTime(e.createTime) },
    { key: 'kind', title: '类型', render: (e) => kindLabel(e.kind) },
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
      <CursorPager
        page={list.page}
        hasNext={list.hasNext}
        loading={list.loading}
        onPrevious={list.previous}
        onNext={list.next}
      />
    </div>
  );
}
