import { FieldRules } from '@portal/openapi/limits';
import { Errors } from './answer.ts';

/**
 * Paging per openapi/README.md: 1-based currentPage and pageSize within the contract's `Paging` limits
 * (1..100000 and 1..100); the largest offset is then about ten million rows, far inside SQLite's and
 * PostgreSQL's integers.
 */
const { CurrentPage, PageSize } = FieldRules;

export interface PageQuery {
  currentPage: number;
  pageSize: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  currentPage: number;
  pageSize: number;
}

export function pageOf<T>(records: T[], total: number, q: PageQuery): Page<T> {
  return { records, total, currentPage: q.currentPage, pageSize: q.pageSize };
}

/** Rows to skip. Refuses paging the schemas should have refused, so no caller can overflow it. */
export function offsetOf(q: PageQuery): number {
  const { currentPage, pageSize } = q;
  const inRange = (n: number, rule: { minimum: number; maximum: number }) =>
    Number.isSafeInteger(n) && n >= rule.minimum && n <= rule.maximum;
  if (!inRange(currentPage, CurrentPage))
    throw Errors.badRequest(`currentPage 需在 ${CurrentPage.minimum}-${CurrentPage.maximum} 之间`);
  if (!inRange(pageSize, PageSize))
    throw Errors.badRequest(`pageSize 需在 ${PageSize.minimum}-${PageSize.maximum} 之间`);
  return (currentPage - 1) * pageSize;
}

/**
 * Keyset paging: a page's `nextCursor` names its list and the sort key of its last record; sent back
 * as `cursor` it asks for the records after that key, which the sort's index finds without skipping
 * rows, and which stay the same records however many are added before them meanwhile.
 */
export type CursorValue = string | number;
/** What each value of a list's sort key is. */
export type CursorShape = readonly ('int' | 'text')[];

export interface CursorQuery extends PageQuery {
  cursor?: string | undefined;
}

export interface CursorPage<T> extends Page<T> {
  nextCursor: string | null;
}

const BAD_CURSOR = 'cursor 无效，请从第一页重新加载';

export function encodeCursor(list: string, key: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify([list, ...key])).toString('base64url');
}

/**
 * The sort key a cursor carries, when it is one of `list`'s (a list's name includes its sort, so a
 * cursor of another sort is refused rather than misread) and its values have the list's shape.
 */
export function decodeCursor(cursor: string, list: string, shape: CursorShape): CursorValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw Errors.badRequest(BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed[0] !== list || parsed.length !== shape.length + 1)
    throw Errors.badRequest(BAD_CURSOR);
  const key = parsed.slice(1) as unknown[];
  const fits = key.every((v, i) =>
    shape[i] === 'int'
      ? Number.isSafeInteger(v) && Math.abs(v as number) < 2 ** 31
      : typeof v === 'string' && v.length <= 64,
  );
  if (!fits) throw Errors.badRequest(BAD_CURSOR);
  return key as CursorValue[];
}

/** The cursor after a page's last row, or null when the page is not full (nothing can follow it). */
export function nextCursorOf<R>(
  rows: readonly R[],
  pageSize: number,
  list: string,
  keyOf: (row: R) => readonly CursorValue[],
): string | null {
  const last = rows.at(-1);
  return last !== undefined && rows.length >= pageSize ? encodeCursor(list, keyOf(last)) : null;
}

export function cursorPageOf<T>(
  records: T[],
  total: number,
  q: PageQuery,
  nextCursor: string | null,
): CursorPage<T> {
  return { ...pageOf(records, total, q), nextCursor };
}
