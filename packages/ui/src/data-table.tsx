import type { ReactNode } from 'react';
import { EMPTY_TEXT, LOADING_LINE } from './words';

export interface Column<T> {
  key: string;
  title: string;
  render(row: T): ReactNode;
  className?: string;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | null;
  rowKey(row: T): string | number;
  loading?: boolean;
  error?: string | null;
  empty?: string;
}

/** A table of records: a loading line, the error, or 暂无数据 when there is nothing; scrolls sideways on a tablet. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  error,
  empty = EMPTY_TEXT,
}: DataTableProps<T>) {
  let body: ReactNode;
  if (error) body = <Message textClass="text-danger" text={error} span={columns.length} />;
  else if (!rows) body = <Message textClass="text-muted" text={LOADING_LINE} span={columns.length} />;
  else if (rows.length === 0) body = <Message textClass="text-muted" text={empty} span={columns.length} />;
  else
    body = rows.map((row) => (
      <tr key={rowKey(row)} className="border-t border-line hover:bg-page/60">
        {columns.map((c) => (
          <td key={c.key} className={`px-3 py-2.5 align-middle ${c.className ?? ''}`}>
            {c.render(row)}
          </td>
        ))}
      </tr>
    ));
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] bg-card shadow-card">
      <table className={`w-full min-w-[40rem] text-left text-sm ${loading ? 'opacity-60' : ''}`}>
        <thead className="bg-page/70 text-xs text-muted">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}

function Message({ text, textClass, span }: { text: string; textClass: string; span: number }) {
  return (
    <tr>
      <td colSpan={span} className={`px-3 py-10 text-center ${textClass}`}>
        {text}
      </td>
    </tr>
  );
}
