import { Errors } from './answer.ts';

/**
 * Paging per openapi/README.md: 1-based currentPage 1..100000, pageSize 1..100 (default 20). The
 * contract's paging schemas say the same (a test holds them together); the largest offset is then
 * about ten million rows, far inside SQLite's and PostgreSQL's integers.
 */
export const MAX_CURRENT_PAGE = 100_000;
export const MAX_PAGE_SIZE = 100;

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

export const pagingProperties = {
  currentPage: { type: 'integer', minimum: 1, maximum: MAX_CURRENT_PAGE, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
} as const;

export const sortProperty = { type: 'integer', enum: [1, 2], default: 2 } as const;

export function pageOf<T>(records: T[], total: number, q: PageQuery): Page<T> {
  return { records, total, currentPage: q.currentPage, pageSize: q.pageSize };
}

/** Rows to skip. Refuses paging the schemas should have refused, so no caller can overflow it. */
export function offsetOf(q: PageQuery): number {
  const { currentPage, pageSize } = q;
  const inRange = (n: number, max: number) => Number.isSafeInteger(n) && n >= 1 && n <= max;
  if (!inRange(currentPage, MAX_CURRENT_PAGE))
    throw Errors.badRequest(`currentPage 需在 1-${MAX_CURRENT_PAGE} 之间`);
  if (!inRange(pageSize, MAX_PAGE_SIZE)) throw Errors.badRequest(`pageSize 需在 1-${MAX_PAGE_SIZE} 之间`);
  return (currentPage - 1) * pageSize;
}
