/** Paging per openapi/README.md: 1-based currentPage, pageSize 1..100 (default 20). */
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
  currentPage: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export const sortProperty = { type: 'integer', enum: [1, 2], default: 2 } as const;

export function pageOf<T>(records: T[], total: number, q: PageQuery): Page<T> {
  return { records, total, currentPage: q.currentPage, pageSize: q.pageSize };
}

export function offsetOf(q: PageQuery): number {
  return (q.currentPage - 1) * q.pageSize;
}

/** JSON schema of a page answer, for fast serialisation and the contract tests. */
export function pageSchema(item: object) {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer' },
      msg: { type: 'string' },
      // null: refusals (code 2, ...) are answered with status 200 through the same schema.
      data: {
        type: ['object', 'null'],
        properties: {
          records: { type: 'array', items: item },
          total: { type: 'integer' },
          currentPage: { type: 'integer' },
          pageSize: { type: 'integer' },
        },
      },
    },
  } as const;
}
