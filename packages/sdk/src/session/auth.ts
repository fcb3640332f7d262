import type { AccountApi } from '../api/account.js';
import type { CenterApi } from '../api/center.js';
import { fail, ok, PortalUnknownError, type Result } from '../errors.js';
import { referralFields } from '../invite/invite-codes.js';
import type { Logger } from '../logger.js';
import type { StorageAdapter } from '../storage/types.js';
import { type Account, normalizeAccount, type UserStatus } from './account.js';
import type { SessionStore } from './session-store.js';

export interface Notice {
  type: 'success' | 'info' | 'error';
  message: string;
}

export const welcomeMessage = (name: string): string => `欢迎回来:${name}`;

/** Told after a login that cancelled a pending account deletion. */
export const DELETION_CANCELLED_NOTICE = '账号注销申请已撤销，账号可继续正常使用';

export interface AuthDeps {
  account: AccountApi;
  center: CenterApi;
  session: SessionStore;
  storage: StorageAdapter;
  channelID: string;
  deviceId: () => Promise<string | null>;
  /** Whether phone login may auto-register (otherConfig 'ug.phone.login.auto.register' not 0). */
  phoneAutoRegister: () => boolean;
  notify: (notice: Notice) => void;
  loadTags: () => Promise<unknown>;
  /** Revokes this session's token on the server (sent with these headers, whatever the session is by then). */
  revoke: (who: { uid: string; token: string }) => Promise<Result<unknown>>;
  logger: Logger;
}

export interface Auth {
  loginWithName(input: { name: string; password: string }): Promise<Result<Account>>;
  register(input: { name: string; password: string }): Promise<Result<Account>>;
  /** Auto-registers a new phone unless the server config says 0; then the login-without-register call. */
  loginWithPhone(input: { phone: string; code: string }): Promise<Result<Account>>;
  autoLogin(): Promise<Result<Account>>;
  /** Token from the address; a refusal does nothing (the user stays as they were). */
  tokenLogin(token: string): Promise<Result<Account>>;
  sendSmsCode(phone: string, scene?: 'login' | 'bind' | 'reset'): ReturnType<AccountApi['sendSmsCode']>;
  /**
   * Back to guest defaults at once, then revokes the token on the server so a copy of it is refused
   * too (`revoke: false` skips that). The local logout happens either way; the error says why the
   * revoke did not, and `msg` carries the server's words when it did.
   */
  logout(options?: { revoke?: boolean }): Promise<Result<null>>;
  refreshStatus(): Promise<Result<UserStatus | null>>;
}

export function createAuth(deps: AuthDeps): Auth {
  const { account, session } = deps;

  const refreshStatus = async (): Promise<Result<UserStatus | null>> => {
    const { uid } = session.identity();
    if (!uid) return ok(null);
    const result = await deps.center.getUserStatus({ uid });
    // A late answer for a user who has since logged out must not resurrect them.
    if (result.data && session.identity().uid === uid) session.setStatus(result.data);
    return result;
  };

  /** Logged out → logged in: store the account, welcome toast, status, tags. */
  const afterLogin = async (result: Result<Account>): Promise<Result<Account>> => {
    if (result.error) return result;
    const acct = normalizeAccount(result.data);
    if (!acct.uid) return fail(new PortalUnknownError('登录返回缺少用户信息'));
    await session.signIn(acct);
    deps.notify({ type: 'success', message: welcomeMessage(acct.name) });
    // A login during the cooling-off of an account deletion (注销) cancels it: the user must hear so.
    if (result.data.deletionCancelled) deps.notify({ type: 'info', message: DELETION_CANCELLED_NOTICE });
    await Promise.all([refreshStatus(), deps.loadTags()]);
    return ok(acct);
  };

  const deviceID = async () => (await deps.deviceId()) ?? undefined;
  const referral = () => referralFields(deps.storage, deps.channelID);

  return {
    loginWithName: async ({ name, password }) =>
      afterLogin(await account.login({ name, password, deviceID: await deviceID() })),
    register: async ({ name, password }) => {
      const fields = await referral();
      return afterLogin(
        await account.registerWithName({ name, password, ...fields, deviceID: await deviceID() }),
      );
    },
    loginWithPhone: async ({ phone, code }) => {
      const fields = await referral();
      const body = { phone, code, ...fields, deviceID: await deviceID() };
      return afterLogin(
        deps.phoneAutoRegister()
          ? await account.loginWithPhone(body)
          : await account.loginPhoneWithoutRegister(body),
      );
    },
    autoLogin: async () => {
      const id = await deps.deviceId();
      if (!id) return fail(new PortalUnknownError('设备号获取失败'));
      return afterLogin(await account.autoLogin({ deviceID: id }));
    },
    tokenLogin: async (token) => {
      const { channelID } = await referral();
      const result = await account.tokenLogin({ token, channelID, deviceID: await deviceID() });
      if (result.error) {
        deps.logger.info('token login refused', result.error.code);
        return result;
      }
      return afterLogin(result);
    },
    sendSmsCode: (phone, scene = 'login') => account.sendSmsCode({ phone, scene }),
    async logout({ revoke = true } = {}) {
      const who = session.identity();
      // Local first: an answer to the revoke (even one marking the token dead) then no longer
      // concerns the session, so it cannot read as an expiry.
      await session.signOut('SIGNED_OUT');
      if (!revoke || !who.uid) return ok(null);
      const answer = await deps.revoke(who);
      if (answer.error) {
        deps.logger.warn('logout: token not revoked', answer.error.message);
        return fail(answer.error);
      }
      // The server's words (已退出登录) go along, for a host that says the logout out loud.
      return ok(null, answer.msg);
    },
    refreshStatus,
  };
}
