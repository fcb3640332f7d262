import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions, PageQuery, Schemas } from './types.js';

/**
 * Reports and blocks (JSON under `/api`). Kept out of `createApi` so pages without them do not
 * carry it: `moderationApi(portal.clients)`.
 */
export function moderationApi({ square, call }: Pick<Transport, 'square' | 'call'>) {
  return {
    /** Reports a post, a comment or a user (login; 1020 when already reported). */
    reportContent: (body: Schemas['ReportRequest'], o?: CallOptions) =>
      toResult(square.POST('/v1/square/report', { body, ...call(o) })),
    /** Blocks a user by uid (login). */
    blockUser: (id: string, o?: CallOptions) =>
      toResult(square.POST('/v1/user/block/{id}', { params: { path: { id } }, ...call(o) })),
    /** Unblocks a user by uid (login). */
    unblockUser: (id: string, o?: CallOptions) =>
      toResult(square.DELETE('/v1/user/block/{id}', { params: { path: { id } }, ...call(o) })),
    /** My blocked users, newest first (login). */
    listBlockedUsers: (query: PageQuery = {}, o?: CallOptions) =>
      toResult(square.GET('/v1/user/blocks', { params: { query }, ...call(o) })),
  };
}

export type ModerationApi = ReturnType<typeof moderationApi>;
