import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { filterInputClass } from '@portal/ui/field';
import { CursorPager } from '@portal/ui/pager';
import { type FormEvent, useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { formatTime } from '../../lib/format';
import { adminKey, useAdminQuery } from '../../lib/queries';
import { useCursorTable } from '../../lib/tables';
import { DateRange } from '../../ui/date-range';
import { PageHeader } from '../../ui/page-header';
import { AuditChange } from './audit-change';

type Entry = AdminSchemas['AuditEntry'];
type Names = AdminSchemas['AuditVocabulary'];

const EMPTY = { operatorId: '', action: '', targetType: '', targetId: '', from: '', to: '' };
type Filter = typeof EMPTY;

const optional = <K extends string>(key: K, value: string) => (value ? { [key]: value } : {});

/** Every console write, newest first: who, what, target, before and after, reason, when. Read-only. */
export default function AuditPage() {
  const [form, setForm] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const names: Names | null =
    useAdminQuery(adminKey('auditNames'), (signal) => admin.auditNames({ signal })).data ?? null;
  const list = useCursorTable<Entry>('listAudit', filter, ({ page, pageSize, cursor }, signal) =>
    admin.listAudit(
      {
        currentPage: page,
        pageSize,
        ...(cursor ? { cursor } : {}),
        ...(filter.operatorId ? { operatorId: Number(filter.operatorId) } : {}),
        ...optional('action', filter.action),
        ...optional('targetType', filter.targetType),
        ...optional('targetId', filter.targetId),
        ...optional('from', filter.from),
        ...optional('to', filter.to),
      },
      { signal },
    ),
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    // A new filter is a new list, from its first page; the same one again reads it again.
    const next = { ...form, targetId: form.targetId.trim() };
    if (JSON.stringify(next) === JSON.stringify(filter)) list.reload();
    else setFilter(next);
  };
  const set = (name: keyof Filter) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const columns: Column<Entry>[] = [
    { key: 'time', title: '时间', render: (e) => formatTime(e.createTime) },
    { key: 'who', title: '操作人', render: (e) => e.operatorName },
    { key: 'action', title: '操作', render: (e) => <span title={e.action}>{e.actionLabel}</span> },
    { key: 'target', title: '对象', render: (e) => `${e.targetLabel} ${e.targetId}` },
    {
      key: 'change',
      title: '变更',
      className: 'max-w-md',
      render: (e) => <AuditChange before={e.before} after={e.after} />,
    },
    { key: 'reason', title: '原因', render: (e) => e.reason ?? '—' },
  ];
  return (
    <>
      <PageHeader title="操作日志" />
      <search>
        <form onSubmit={search} className="mb-3 flex flex-wrap items-center gap-2">
          <Choice label="操作人" value={form.operatorId} onChange={set('operatorId')} all="全部操作人">
            {names?.operators.map((o) => ({ value: String(o.id), label: o.name }))}
          </Choice>
          <Choice label="操作" value={form.action} onChange={set('action')} all="全部操作">
            {names?.actions}
          </Choice>
          <Choice label="对象类型" value={form.targetType} onChange={set('targetType')} all="全部对象">
            {names?.targetTypes}
          </Choice>
          <label className="flex items-center gap-1.5 text-sm text-muted">
            对象 ID
            <input
              className={`${filterInputClass} w-28 text-ink`}
              value={form.targetId}
              onChange={(e) => set('targetId')(e.target.value)}
            />
          </label>
          <DateRange from={form.from} to={form.to} onFrom={set('from')} onTo={set('to')} />
          <Button size="medium" variant="ghost" type="submit">
            筛选
          </Button>
        </form>
      </search>
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
    </>
  );
}

interface ChoiceProps {
  label: string;
  value: string;
  all: string;
  onChange(value: string): void;
  children: { value: string; label: string }[] | undefined;
}

/** A filter chosen from the log's own names (loaded once), with its label; the first option lifts it. */
function Choice({ label, value, all, onChange, children }: ChoiceProps) {
  return (
    <label className="flex items-center gap-1.5 text-sm text-muted">
      {label}
      <select
        className={`${filterInputClass} w-40 text-ink`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{all}</option>
        {children?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
