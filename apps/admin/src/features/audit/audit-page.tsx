import { type FormEvent, useCallback, useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { useList } from '../../lib/use-list';
import { Button } from '../../ui/button';
import { type Column, DataTable } from '../../ui/data-table';
import { filterInputClass } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { Pager } from '../../ui/pager';

type Entry = AdminSchemas['AuditEntry'];

const show = (value: unknown) => (value == null ? '—' : JSON.stringify(value));

/** Every console write, newest first: who, what, target, before and after, reason, when. Read-only. */
export default function AuditPage() {
  const [form, setForm] = useState({ action: '', targetType: '', targetId: '' });
  const [filter, setFilter] = useState(form);
  const load = useCallback(
    ({ page, pageSize }: { page: number; pageSize: number }) =>
      admin.call(
        admin.api.GET('/v1/admin/audit', {
          params: {
            query: {
              currentPage: page,
              pageSize,
              ...(filter.action ? { action: filter.action } : {}),
              ...(filter.targetType ? { targetType: filter.targetType } : {}),
              ...(filter.targetId ? { targetId: filter.targetId } : {}),
            },
          },
        }),
      ),
    [filter],
  );
  const list = useList<Entry>(load);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      action: form.action.trim(),
      targetType: form.targetType.trim(),
      targetId: form.targetId.trim(),
    });
    list.setPage(1);
  };
  const columns: Column<Entry>[] = [
    { key: 'time', title: '时间', render: (e) => formatTime(e.createTime) },
    { key: 'who', title: '操作人', render: (e) => e.operatorName },
    { key: 'action', title: '操作', render: (e) => <span className="font-mono text-xs">{e.action}</span> },
    { key: 'target', title: '对象', render: (e) => `${e.targetType} ${e.targetId}` },
    {
      key: 'change',
      title: '变更',
      className: 'max-w-md',
      render: (e) => (
        <div className="font-mono text-xs break-all">
          <div className="text-muted">前: {show(e.before)}</div>
          <div>后: {show(e.after)}</div>
        </div>
      ),
    },
    { key: 'reason', title: '原因', render: (e) => e.reason ?? '—' },
  ];
  const field = (name: keyof typeof form, label: string) => (
    <input
      aria-label={label}
      placeholder={label}
      className={`${filterInputClass} w-44`}
      value={form[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
    />
  );
  return (
    <>
      <PageHeader title="操作日志" />
      <search>
        <form onSubmit={search} className="mb-3 flex flex-wrap gap-2">
          {field('action', '操作 (如 adminRefundPurchase)')}
          {field('targetType', '对象类型 (如 game)')}
          {field('targetId', '对象 ID')}
          <Button type="submit">筛选</Button>
        </form>
      </search>
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(e) => e.id}
        loading={list.loading}
        error={list.error}
      />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />
    </>
  );
}
