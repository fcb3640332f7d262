import { type Column, DataTable } from '@portal/ui/data-table';
import { Pager } from '@portal/ui/pager';
import { type AdminSchemas, admin } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { useNumberedTable } from '../../lib/tables';

type Deletion = AdminSchemas['AdminAccountDeletion'];

/**
 * Accounts waiting for deletion (注销), the soonest purge first. Read-only: the cooling-off is the
 * player's, who cancels it by logging in; no operator can shorten it.
 */
export function DeletionsPanel({ onOpenUser }: { onOpenUser(uid: string): void }) {
  const list = useNumberedTable<Deletion>('listAccountDeletions', null, ({ page, pageSize }, signal) =>
    admin.listAccountDeletions({ currentPage: page, pageSize }, { signal }),
  );
  const columns: Column<Deletion>[] = [
    {
      key: 'user',
      title: '用户',
      render: (d) => (
        <button type="button" className="text-primary hover:underline" onClick={() => onOpenUser(d.uid)}>
          {d.name} ({d.uid})
        </button>
      ),
    },
    { key: 'phone', title: '手机号', render: (d) => d.phone ?? '—' },
    { key: 'requested', title: '申请时间', render: (d) => formatTime(d.requestTime) },
    { key: 'purge', title: '注销时间', render: (d) => formatTime(d.purgeTime) },
  ];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        申请注销的账号在注销时间前登录即撤销申请；到期后账号和个人数据被删除，余额清零。冷静期不能由运营缩短。
      </p>
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(d) => d.uid}
        loading={list.loading}
        error={list.error}
      />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />
    </div>
  );
}
