import { cursorProperty, pagingProperties } from '../../http/paging.ts';

/** Query and path schemas of the square family (contract components/parameters). */

/** Ids are int4 columns on PostgreSQL: larger numbers are bad input, not a database error. */
export const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const sortParam = { type: 'integer', enum: [1, 2], default: 1 } as const;

export const pageQuery = {
  type: 'object',
  properties: { ...pagingProperties },
} as const;

export const sortedPageQuery = {
  type: 'object',
  properties: { ...pagingProperties, sort: sortParam },
} as const;

/** Lists that grow also page by cursor (keyset): the `nextCursor` of the page before. */
export const cursorPageQuery = {
  type: 'object',
  properties: { ...pagingProperties, cursor: cursorProperty },
} as const;

export const cursorSortedPageQuery = {
  type: 'object',
  properties: { ...pagingProperties, sort: sortParam, cursor: cursorProperty },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: ID },
} as const;

export interface PageQs {
  currentPage: number;
  pageSize: number;
  sort: number;
  cursor?: string;
}
