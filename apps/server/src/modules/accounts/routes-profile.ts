import type { ContractSchema } from '@portal/openapi/operations';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { nowIso } from '../../db/portable.ts';
import { inTx } from '../../db/tx.ts';
import { AppError, BusinessCode, Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { hashPassword } from './password.ts';
import { forgetSessions } from './session-cache.ts';
import { revokeAllSessions } from './sessions.ts';
import { consumeCode, issueCode, SMS_GAP_MS, SMS_TTL_MS } from './sms-codes.ts';
import { nameTaken, statusOf, userByUid } from './users.ts';

/** Answered by /user/device/init as the SDK's serverConfig; the SDK reads `otherConfig`. */
export const OTHER_CONFIG: ContractSchema<'ServerConfig'>['otherConfig'] = {
  'ug.phone.login.auto.register': '1',
};

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'deviceInit', async (request) => {
    const { deviceID, appID, channelID, deviceType, osType } = request.body;
    const now = nowIso();
    await app.db
      .insertInto('devices')
      .values({
        device_id: deviceID,
        channel_id: channelID,
        device_type: deviceType,
        os_type: osType,
        created_at: now,
        last_seen_at: now,
      })
      .onConflict((oc) => oc.column('device_id').doUpdateSet({ last_seen_at: now }))
      .execute();
    return ok({ appID, channelID, otherConfig: OTHER_CONFIG, serverTime: now });
  });

  route(app, 'appInit', async () => ok(null, 'ok'));

  route(
    app,
    'sendSmsCode',
    {
      preHandler: rateLimit(limits.smsIp),
    },
    async (request) => {
      const { phone, scene } = request.body;
      // Same answer whether or not the phone is registered; a reset for an unknown phone texts nothing.
      const deliver =
        scene !== 'reset' ||
        !!(await app.db.selectFrom('users').select('uid').where('phone', '=', phone).executeTakeFirst());
      await issueCode(app, phone, scene, deliver);
      return ok({ expiresIn: SMS_TTL_MS / 1000, resendIn: SMS_GAP_MS / 1000 }, '验证码已发送');
    },
  );

  route(
    app,
    'resetPassword',
    {
      preHandler: rateLimit(limits.login),
    },
    async (request) => {
      const { phone, code, password } = request.body;
      await consumeCode(app, phone, 'reset', code);
      const user = await app.db
        .selectFrom('users')
        .select('uid')
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (!user) throw new AppError(BusinessCode.WrongSmsCode, '验证码错误或已过期');
      const passwordHash = await hashPassword(password, app.config.scrypt);
      const revoked = await inTx(app.db, async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('uid', '=', user.uid)
          .execute();
        return revokeAllSessions(trx, user.uid);
      });
      await forgetSessions(app.cache, { hashes: revoked });
      return ok(null, '密码已重置，请重新登录');
    },
  );

  route(
    app,
    'bindPhone',
    {
      preHandler: rateLimit(limits.write),
    },
    async (request) => {
      const { uid } = requireUser(request);
      const { phone, code } = request.body;
      await consumeCode(app, phone, 'bind', code);
      const owner = await app.db
        .selectFrom('users')
        .select('uid')
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (owner && owner.uid !== uid)
        throw new AppError(BusinessCode.PhoneNotRegisteredOrBound, '该手机号已被绑定');
      try {
        await app.db.updateTable('users').set({ phone }).where('uid', '=', uid).execute();
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError(BusinessCode.PhoneNotRegisteredOrBound, '该手机号已被绑定');
        throw err;
      }
      return ok(await statusOf(app.db, (await userByUid(app.db, uid))!), '绑定成功');
    },
  );

  route(app, 'getUserStatus', async (request) => {
    const { uid } = requireUser(request);
    if (request.body.uid !== uid) throw Errors.forbidden();
    const user = await userByUid(app.db, uid);
    if (!user) throw Errors.sessionExpired();
    return ok(await statusOf(app.db, user));
  });

  route(
    app,
    'updateInfo',
    {
      preHandler: rateLimit(limits.write),
    },
    async (request) => {
      const { uid } = requireUser(request);
      const { name, sex, age, signature } = request.body;
      const changes = {
        ...(name !== undefined ? { name } : {}),
        ...(sex !== undefined ? { sex } : {}),
        ...(age !== undefined ? { age } : {}),
        ...(signature !== undefined ? { signature } : {}),
      };
      if (Object.keys(changes).length > 0) {
        try {
          await app.db.updateTable('users').set(changes).where('uid', '=', uid).execute();
        } catch (err) {
          if (isUniqueViolation(err)) throw nameTaken();
          throw err;
        }
      }
      return ok(await statusOf(app.db, (await userByUid(app.db, uid))!), '资料已更新');
    },
  );
}
