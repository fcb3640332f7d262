import { pagingProperties } from '../../http/paging.ts';

/** Query and path schemas of the square family (contract components/parameters). */
export const sortParam = { type: 'integer', enum: [1, 2], default: 1 } as const;

export const pageQuery = {
  type: 'object',
  properties: { ...pagingProperties },
} as const;

export const sortedPageQuery = {
  type: 'object',
  properties: { ...pagingProperties, sort: sortParam },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export interface PageQs {
  currentPage: number;
  pageSize: number;
  sort: number;
}
