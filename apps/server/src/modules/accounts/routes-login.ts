import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, BusinessCode, Errors, ok } from '../../http/answer.ts';
import { requestToken } from '../../http/auth.ts';
import { type OperationRequest, route } from '../../http/operations.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { accountClock, cancelDeletionOnLogin, purgeDueAccounts } from './deletion.ts';
import { redeemLoginToken } from './login-tokens.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { banInForce, bannedError } from './restrictions.ts';
import { forgetSessions } from './session-cache.ts';
import { createSession, revokeSession } from './sessions.ts';
import { consumeCode } from './sms-codes.ts';
import { sha256 } from './tokens.ts';
import { AccountType, createUser, freeName, nameExists, nameTaken, toAccount, type User } from './users.ts';

const wrongLogin = () => new AppError(BusinessCode.WrongCredentials, '用户名或密码错误');
// Verifying against a real hash for unknown names keeps "no such user" as slow as "wrong password".
let decoyHash: Promise<string> | undefined;

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  // A login attempt first removes accounts whose deletion cooling-off has ended: such an account
  // can no longer log in, and its phone number registers anew.
  app.addHook('preHandler', async (request) => {
    if (!request.url.endsWith('/logout')) await purgeDueAccounts(app.db, accountClock.now());
  });
  /** Signs the user in; `registered` when the account was just made, with the invite code it came with. */
  async function signIn(
    user: User,
    request: FastifyRequest,
    deviceId: string | undefined,
    registered?: { inviteCode?: string | undefined },
  ) {
    const isNew = registered !== undefined;
    const ban = isNew ? undefined : await banInForce(app.db, user.uid);
    if (ban) throw bannedError(ban);
    const token = await createSession(
      app.db,
      user.uid,
      deviceId ?? null,
      request.headers['user-agent'] ?? null,
    );
    if (registered) {
      const { inviteCode } = registered;
      await app.events.emit('user.registered', { uid: user.uid, ...(inviteCode ? { inviteCode } : {}) });
    }
    // Logging in during the cooling-off cancels a requested deletion (注销), and says so.
    if (!isNew && (await cancelDeletionOnLogin(app.db, user.uid, accountClock.now()))) {
      return ok(
        { ...toAccount(user, token, isNew), deletionCancelled: true },
        '登录成功，账号注销申请已撤销',
      );
    }
    return ok(toAccount(user, token, isNew), isNew ? '注册成功' : '登录成功');
  }

  route(
    app,
    'registerWithName',
    {
      preHandler: rateLimit(limits.register),
    },
    async (request) => {
      const { name, password, deviceID, inviteCode } = request.body;
      if (await nameExists(app.db, name)) throw nameTaken();
      const passwordHash = await hashPassword(password, app.config.scrypt);
      const user = await createUser(app.db, {
        name,
        passwordHash,
        deviceId: deviceID ?? null,
        accountType: AccountType.name,
        inviteCode: inviteCode || undefined,
      });
      return signIn(user, request, deviceID, { inviteCode });
    },
  );

  route(
    app,
    'login',
    {
      preHandler: [
        rateLimit(limits.login),
        rateLimit({ ...limits.login, name: 'login-name', key: (r) => bodyField(r, 'name') }),
      ],
    },
    async (request) => {
      const { name, password, deviceID } = request.body;
      const user = await app.db.selectFrom('users').selectAll().where('name', '=', name).executeTakeFirst();
      if (!user?.password_hash) {
        decoyHash ??= hashPassword('decoy-password', app.config.scrypt);
        await verifyPassword(password, await decoyHash);
        throw wrongLogin();
      }
      if (!(await verifyPassword(password, user.password_hash))) throw wrongLogin();
      return signIn(user, request, deviceID);
    },
  );

  async function phoneLogin(
    request: OperationRequest<'loginWithPhone'> | OperationRequest<'loginPhoneWithoutRegister'>,
    autoRegister: boolean,
  ) {
    const { phone, code, deviceID, inviteCode } = request.body;
    await consumeCode(app, phone, 'login', code);
    const existing = await app.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (existing) return signIn(existing, request, deviceID);
    if (!autoRegister) throw new AppError(BusinessCode.PhoneNotRegisteredOrBound, '该手机号未注册');
    const user = await createUser(app.db, {
      name: await freeName(app.db, '用户'),
      phone,
      deviceId: deviceID ?? null,
      accountType: AccountType.phone,
      inviteCode: inviteCode || undefined,
    });
    return signIn(user, request, deviceID, { inviteCode });
  }
  const phoneLimit = [
    rateLimit(limits.login),
    rateLimit({
      ...limits.login,
      name: 'login-phone',
      key: (r: FastifyRequest) => bodyField(r, 'phone'),
    }),
  ];
  route(app, 'loginWithPhone', { preHandler: phoneLimit }, (r) => phoneLogin(r, true));
  route(app, 'loginPhoneWithoutRegister', { preHandler: phoneLimit }, (r) => phoneLogin(r, false));

  route(
    app,
    'autoLogin',
    {
      preHandler: rateLimit(limits.login),
    },
    async (request) => {
      const { deviceID, inviteCode } = request.body;
      const bound = await app.db
        .selectFrom('users')
        .selectAll()
        .where('device_id', '=', deviceID)
        .where('account_type', '=', AccountType.device)
        .executeTakeFirst();
      if (bound) return signIn(bound, request, deviceID);
      const user = await createUser(app.db, {
        name: await freeName(app.db, '游客'),
        deviceId: deviceID,
        accountType: AccountType.device,
        inviteCode: inviteCode || undefined,
      });
      return signIn(user, request, deviceID, { inviteCode });
    },
  );

  route(
    app,
    'tokenLogin',
    {
      preHandler: rateLimit(limits.login),
    },
    async (request) => {
      const uid = await redeemLoginToken(app.db, request.body.token);
      const user = uid
        ? await app.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst()
        : undefined;
      // Contract: an unknown, used or expired login token answers code 2.
      if (!user) throw Errors.sessionExpired();
      return signIn(user, request, request.body.deviceID);
    },
  );

  route(app, 'logout', async (request) => {
    const token = requestToken(request);
    if (token) {
      await revokeSession(app.db, token);
      await forgetSessions(app.cache, { tokens: [token] });
      await app.events.emit('session.ended', { tokenHash: sha256(token) });
    }
    return ok(null, '已退出登录');
  });
}

/**
 * A text field of a login body, for a rate limit's key: the body was validated against the operation's
 * schema by then, but is typed in the handler only.
 */
function bodyField(request: FastifyRequest, field: 'name' | 'phone'): string | undefined {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value: unknown = Reflect.get(body, field);
  return typeof value === 'string' ? value : undefined;
}
