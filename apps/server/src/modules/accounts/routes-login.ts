import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, BusinessCode, Errors, ok } from '../../http/answer.ts';
import { requestToken } from '../../http/auth.ts';
import { ref } from '../../http/contract.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { accountClock, cancelDeletionOnLogin, purgeDueAccounts } from './deletion.ts';
import { redeemLoginToken } from './login-tokens.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { banInForce, bannedError } from './restrictions.ts';
import { forgetSessions } from './session-cache.ts';
import { createSession, revokeSession } from './sessions.ts';
import { consumeCode } from './sms-codes.ts';
import { AccountType, createUser, freeName, nameExists, nameTaken, toAccount, type User } from './users.ts';

const wrongLogin = () => new AppError(BusinessCode.WrongCredentials, '用户名或密码错误');
// Verifying against a real hash for unknown names keeps "no such user" as slow as "wrong password".
let decoyHash: Promise<string> | undefined;

interface LoginBody {
  name: string;
  password: string;
  deviceID?: string;
  inviteCode?: string;
}
interface PhoneBody {
  phone: string;
  code: string;
  deviceID?: string;
  inviteCode?: string;
}

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  // A login attempt first removes accounts whose deletion cooling-off has ended: such an account
  // can no longer log in, and its phone number registers anew.
  app.addHook('preHandler', async (request) => {
    if (!request.url.endsWith('/logout')) await purgeDueAccounts(app.db, accountClock.now());
  });
  async function signIn(user: User, request: FastifyRequest, deviceId: string | undefined, isNew: boolean) {
    const ban = isNew ? undefined : await banInForce(app.db, user.uid);
    if (ban) throw bannedError(ban);
    const token = await createSession(
      app.db,
      user.uid,
      deviceId ?? null,
      request.headers['user-agent'] ?? null,
    );
    if (isNew) await app.events.emit('user.registered', { uid: user.uid, ...inviteOf(request) });
    // Logging in during the cooling-off cancels a requested deletion (注销), and says so.
    if (!isNew && (await cancelDeletionOnLogin(app.db, user.uid, accountClock.now()))) {
      return ok(
        { ...toAccount(user, token, isNew), deletionCancelled: true },
        '登录成功，账号注销申请已撤销',
      );
    }
    return ok(toAccount(user, token, isNew), isNew ? '注册成功' : '登录成功');
  }

  app.post<{ Body: LoginBody }>(
    '/user/registerWithName',
    {
      schema: {
        body: ref('RegisterWithNameRequest'),
      },
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
      return signIn(user, request, deviceID, true);
    },
  );

  app.post<{ Body: LoginBody }>(
    '/user/login',
    {
      schema: {
        body: ref('LoginRequest'),
      },
      preHandler: [
        rateLimit(limits.login),
        rateLimit({ ...limits.login, name: 'login-name', key: (r) => (r.body as LoginBody).name }),
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
      return signIn(user, request, deviceID, false);
    },
  );

  async function phoneLogin(request: FastifyRequest<{ Body: PhoneBody }>, autoRegister: boolean) {
    const { phone, code, deviceID, inviteCode } = request.body;
    await consumeCode(app, phone, 'login', code);
    const existing = await app.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (existing) return signIn(existing, request, deviceID, false);
    if (!autoRegister) throw new AppError(BusinessCode.PhoneNotRegisteredOrBound, '该手机号未注册');
    const user = await createUser(app.db, {
      name: await freeName(app.db, '用户'),
      phone,
      deviceId: deviceID ?? null,
      accountType: AccountType.phone,
      inviteCode: inviteCode || undefined,
    });
    return signIn(user, request, deviceID, true);
  }
  const phoneLimit = [
    rateLimit(limits.login),
    rateLimit({
      ...limits.login,
      name: 'login-phone',
      key: (r: FastifyRequest) => (r.body as PhoneBody).phone,
    }),
  ];
  app.post<{ Body: PhoneBody }>(
    '/user/loginWithPhone',
    { schema: { body: ref('LoginWithPhoneRequest') }, preHandler: phoneLimit },
    (r) => phoneLogin(r, true),
  );
  app.post<{ Body: PhoneBody }>(
    '/user/loginPhoneWithoutRegister',
    { schema: { body: ref('LoginPhoneWithoutRegisterRequest') }, preHandler: phoneLimit },
    (r) => phoneLogin(r, false),
  );

  app.post<{ Body: { deviceID: string; inviteCode?: string } }>(
    '/user/autoLogin',
    {
      schema: { body: ref('AutoLoginRequest') },
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
      if (bound) return signIn(bound, request, deviceID, false);
      const user = await createUser(app.db, {
        name: await freeName(app.db, '游客'),
        deviceId: deviceID,
        accountType: AccountType.device,
        inviteCode: inviteCode || undefined,
      });
      return signIn(user, request, deviceID, true);
    },
  );

  app.post<{ Body: { token: string; deviceID?: string } }>(
    '/user/tokenLogin',
    {
      schema: { body: ref('TokenLoginRequest') },
      preHandler: rateLimit(limits.login),
    },
    async (request) => {
      const uid = await redeemLoginToken(app.db, request.body.token);
      const user = uid
        ? await app.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst()
        : undefined;
      // Contract: an unknown, used or expired login token answers code 2.
      if (!user) throw Errors.sessionExpired();
      return signIn(user, request, request.body.deviceID, false);
    },
  );

  app.post('/user/logout', async (request) => {
    const token = requestToken(request);
    if (token) {
      await revokeSession(app.db, token);
      await forgetSessions(app.cache, { tokens: [token] });
    }
    return ok(null, '已退出登录');
  });
}

function inviteOf(request: FastifyRequest): { inviteCode?: string } {
  const code = (request.body as { inviteCode?: string } | undefined)?.inviteCode;
  return code ? { inviteCode: code } : {};
}
