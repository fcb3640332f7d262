import { type AccountSecurityApi, accountSecurityApi } from '../api/account-security.js';
import type { Schemas } from '../api/types.js';
import { ok, type Result } from '../errors.js';
import type { Transport } from '../transport/clients.js';

/** Days between asking for deletion (注销) and the account being removed; a login in between cancels. */
export const DELETION_COOLING_OFF_DAYS = 7;

/**
 * The warning shown before an account deletion is confirmed: what is lost, the balance first when
 * there is one, and how to change one's mind.
 */
export function deletionWarnings(coinNum: number): string[] {
  return [
    coinNum > 0 ? `你的 ${coinNum} X钻 余额将被清空且无法恢复` : 'X钻 余额、会员权益将被清空且无法恢复',
    '个人资料、消息、关注、阅读记录、签到与任务记录将被删除',
    '发布的动态和评论将保留，作者显示为“已注销用户”',
    `提交后账号将退出登录，${DELETION_COOLING_OFF_DAYS}天冷静期内重新登录即可撤销注销`,
    '冷静期结束后账号无法恢复，手机号可重新注册',
  ];
}

export type SignedInDevice = Schemas['SignedInDevice'];

export interface AccountSecurity {
  /** My signed-in devices, this one first. */
  devices(): Promise<Result<SignedInDevice[]>>;
  /** Signs out one other device. */
  signOut(id: string): Promise<Result<Schemas['SessionRevokeResult']>>;
  /** Signs out every other device. */
  signOutOthers(): Promise<Result<Schemas['SessionRevokeResult']>>;
  /**
   * Asks for the account's deletion; on success the server has signed out every session, so this one
   * logs out locally too (no revoke call: the token is already dead).
   */
  requestDeletion(): Promise<Result<Schemas['AccountDeletion']>>;
}

/** Signed-in devices and account deletion for the settings page: `createAccountSecurity(portal)`. */
export function createAccountSecurity(portal: {
  clients: Pick<Transport, 'portal' | 'call'>;
  auth: { logout(options?: { revoke?: boolean }): Promise<unknown> };
}): AccountSecurity {
  const api: AccountSecurityApi = accountSecurityApi(portal.clients);
  return {
    devices: () => api.listSessions(),
    signOut: (id) => api.revokeSession(id),
    signOutOthers: () => api.revokeOtherSessions(),
    async requestDeletion() {
      const result = await api.requestAccountDeletion();
      if (result.error) return result;
      await portal.auth.logout({ revoke: false });
      return ok(result.data, result.msg);
    },
  };
}
