// The console's lists that grow with the data page by keyset cursor and count nothing: each page is one
// range read of an index after the previous page's last row, however large the table.
import {
  type CursorQuery,
  type CursorShape,
  type CursorValue,
  decodeCursor,
  nextCursorOf,
} from '../../http/paging.ts';

export interface AdminCursorPage<T> {
  records: T[];
  currentPage: number;
  pageSize: number;
  nextCursor: string | null;
}

/** The sort key a request's cursor carries for `list`, or undefined on the first page (400 for a foreign one). */
export function cursorKey(q: CursorQuery, list: string, shape: CursorShape): CursorValue[] | undefined {
  return q.cursor ? decodeCursor(q.cursor, list, shape) : undefined;
}

/** A page of `records` read from `rows` (the same rows, in order), with the cursor after its last row. */
export function adminCursorPage<R, T>(
  rows: readonly R[],
  records: T[],
  q: CursorQuery,
  list: string,
  keyOf: (row: R) => readonly CursorValue[],
): AdminCursorPage<T> {
  return {
    records,
    currentPage: q.currentPage,
    pageSize: q.pageSize,
    nextCursor: nextCursorOf(rows, q.pageSize, list, keyOf),
  };
}
