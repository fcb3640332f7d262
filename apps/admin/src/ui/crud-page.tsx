import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { Pager } from '@portal/ui/pager';
import { toast } from '@portal/ui/toast';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { Result } from '../lib/admin';
import { type AdminOperation, useAdminAnswer } from '../lib/queries';
import { type NumberedPage, type TableQuery, useNumberedTable } from '../lib/tables';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog, type FormField, type FormValues } from './form-dialog';
import { PageHeader } from './page-header';
import { SearchBox } from './search-box';

export interface CrudPageProps<T> {
  title: string;
  noun: string;
  /** The list's operation: its answers are cached under it and invalidated after every write here. */
  operation: AdminOperation;
  load(query: TableQuery, signal: AbortSignal): Promise<Result<NumberedPage<T>>>;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  fields: FormField[];
  empty: FormValues;
  valuesOf?(row: T): FormValues;
  /** The writes: each runs as a mutation, its refusal shown in the form or dialog. */
  create(values: FormValues): Promise<Result<unknown>>;
  update?(row: T, values: FormValues): Promise<Result<unknown>>;
  remove?(row: T): Promise<Result<unknown>>;
  describe?(row: T): string;
  searchPlaceholder?: string;
  /** More buttons on a row (publish, codes...); `reload` reads the list again. */
  actions?(row: T, reload: () => void): ReactNode;
}

/** A content list with search and paging, an add/edit form in a dialog and a confirmed delete. */
export function CrudPage<T>(p: CrudPageProps<T>) {
  const list = useNumberedTable<T>(p.operation, null, p.load);
  const write = useAdminAnswer((run: () => Promise<Result<unknown>>) => run(), [p.operation]);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const form = useRef({ valuesOf: p.valuesOf, empty: p.empty });
  form.current = { valuesOf: p.valuesOf, empty: p.empty };
  // The form starts from the row (or the blanks) once per opening, not on every render of the page.
  const initial = useMemo(() => {
    const { valuesOf, empty } = form.current;
    return editing && editing !== 'new' && valuesOf ? valuesOf(editing) : empty;
  }, [editing]);
  const columns: Column<T>[] = [
    ...p.columns,
    {
      key: 'actions',
      title: '操作',
      render: (row) => (
        <div className="flex flex-wrap gap-2">
          {p.update && (
            <Button size="small" variant="ghost" onClick={() => setEditing(row)}>
              编辑
            </Button>
          )}
          {p.actions?.(row, list.reload)}
          {p.remove && (
            <Button size="small" variant="danger" onClick={() => setRemoving(row)}>
              删除
            </Button>
          )}
        </div>
      ),
    },
  ];
  const save = async (values: FormValues) => {
    const { update } = p;
    const { refused, msg } = await write(() =>
      editing && editing !== 'new' && update ? update(editing, values) : p.create(values),
    );
    if (refused) return refused;
    // An edit is confirmed in the server's words (已保存); a new row by its noun.
    const shown = editing === 'new' ? `${p.noun}已添加` : msg;
    if (shown) toast(shown);
    return null;
  };
  return (
    <>
      <PageHeader
        title={p.title}
        actions={
          <>
            {p.searchPlaceholder && <SearchBox placeholder={p.searchPlaceholder} onSearch={list.search} />}
            <Button size="medium" variant="primary" onClick={() => setEditing('new')}>
              添加{p.noun}
            </Button>
          </>
        }
      />
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={p.rowKey}
        loading={list.loading}
        error={list.error}
      />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />
      <FormDialog
        open={editing !== null}
        title={editing === 'new' ? `添加${p.noun}` : `编辑${p.noun}`}
        fields={p.fields}
        initial={initial}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
      <ConfirmDialog
        open={removing !== null}
        title={`删除${p.noun}`}
        message={`删除「${removing && p.describe ? p.describe(removing) : ''}」后无法恢复。`}
        confirmLabel="删除"
        withReason={false}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const { remove } = p;
          if (!removing || !remove) return null;
          const { refused, msg } = await write(() => remove(removing));
          if (refused) return refused;
          if (msg) toast(msg);
          return null;
        }}
      />
    </>
  );
}
