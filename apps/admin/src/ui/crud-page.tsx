import type { Page } from '@portal/sdk';
import { Button } from '@portal/ui/button';
import { type Column, DataTable } from '@portal/ui/data-table';
import { Pager } from '@portal/ui/pager';
import { toast } from '@portal/ui/toast';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { Result } from '../lib/admin';
import { type ListQuery, useList } from '../lib/use-list';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog, type FormField, type FormValues } from './form-dialog';
import { PageHeader } from './page-header';
import { SearchBox } from './search-box';

export interface CrudPageProps<T> {
  title: string;
  noun: string;
  load(query: ListQuery): Promise<Result<Page<T>>>;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  fields: FormField[];
  empty: FormValues;
  valuesOf?(row: T): FormValues;
  /** Each answers the server's refusal, or null when done. */
  create(values: FormValues): Promise<string | null>;
  update?(row: T, values: FormValues): Promise<string | null>;
  remove?(row: T): Promise<string | null>;
  describe?(row: T): string;
  searchPlaceholder?: string;
  /** More buttons on a row (publish, codes...); `reload` reads the list again. */
  actions?(row: T, reload: () => void): ReactNode;
}

/** A content list with search and paging, an add/edit form in a dialog and a confirmed delete. */
export function CrudPage<T>(p: CrudPageProps<T>) {
  // Pages pass their loader inline: read the newest one without reloading on every render.
  const loader = useRef(p.load);
  loader.current = p.load;
  const load = useCallback((query: ListQuery) => loader.current(query), []);
  const list = useList<T>(load);
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
    const refused =
      editing && editing !== 'new' && p.update ? await p.update(editing, values) : await p.create(values);
    if (refused) return refused;
    toast(editing === 'new' ? `${p.noun}已添加` : '已保存');
    list.reload();
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
          if (!removing || !p.remove) return null;
          const refused = await p.remove(removing);
          if (refused) return refused;
          toast('已删除');
          list.reload();
          return null;
        }}
      />
    </>
  );
}
