import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions } from './types.js';

/**
 * Signed-in devices (登录设备) and account deletion (注销账号), portal family. Kept out of `createApi`
 * so pages without them do not carry it: `accountSecurityApi(portal.clients)`.
 */
export function accountSecurityApi({ portal, call }: Pick<Transport, 'portal' | 'call'>) {
  return {
    /** My live sessions, this one first. */
    listSessions: (o?: CallOptions) => toResult(portal.POST('/user/session/list', { ...call(o) })),
    /** Signs out one other device by its session id. */
    revokeSession: (id: string, o?: CallOptions) =>
      toResult(portal.POST('/user/session/revoke', { body: { id }, ...call(o) })),
    /** Signs out every device but this one. */
    revokeOtherSessions: (o?: CallOptions) =>
      toResult(portal.POST('/user/session/revokeOthers', { ...call(o) })),
    /** Starts the 7-day cooling-off of an account deletion; every session is signed out. */
    requestAccountDeletion: (o?: CallOptions) =>
      toResult(portal.POST('/user/account/delete', { body: { confirm: 1 }, ...call(o) })),
  };
}

export type AccountSecurityApi = ReturnType<typeof accountSecurityApi>;
