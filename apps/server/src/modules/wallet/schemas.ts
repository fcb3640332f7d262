import { pagingProperties } from '../../http/paging.ts';

/** Body rules of the wallet calls (portal family: appID/channelID and unknown fields are accepted). */
export function body(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', properties, required } as const;
}

export const pagingBody = body({ ...pagingProperties });

export const uidPagingBody = body(
  { ...pagingProperties, uid: { type: 'string', pattern: '^[0-9]{1,20}$' } },
  ['uid'],
);

export const idField = (max = 1_000_000_000) => ({ type: 'integer', minimum: 1, maximum: max }) as const;

export type PagingBody = { currentPage: number; pageSize: number };
