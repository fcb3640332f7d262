import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { nowIso } from '../../db/portable.ts';
import { inTx } from '../../db/tx.ts';
import { AppError, Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { hashPassword } from './password.ts';
import { body, fields } from './schemas.ts';
import { revokeAllSessions } from './sessions.ts';
import { consumeCode, issueCode, SCENES, type Scene } from './sms-codes.ts';
import { nameTaken, toStatus, userByUid } from './users.ts';

/** Answered by /user/device/init as the SDK's serverConfig; the SDK reads `otherConfig`. */
export const OTHER_CONFIG = { 'ug.phone.login.auto.register': 1 } as const;

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { deviceID: string; channelID?: string | number; deviceType?: string; osType?: number } }>(
    '/user/device/init',
    {
      schema: {
        body: body(
          {
            deviceID: fields.deviceID,
            channelID: fields.channelID,
            appID: fields.appID,
            deviceType: { type: 'string', maxLength: 16 },
            osType: { type: 'integer' },
          },
          ['deviceID'],
        ),
      },
    },
    async (request) => {
      const { deviceID, channelID, deviceType, osType } = request.body;
      const now = nowIso();
      await app.db
        .insertInto('devices')
        .values({
          device_id: deviceID,
          channel_id: String(channelID ?? '0'),
          device_type: deviceType ?? '',
          os_type: osType ?? 0,
          created_at: now,
          last_seen_at: now,
        })
        .onConflict((oc) => oc.column('device_id').doUpdateSet({ last_seen_at: now }))
        .execute();
      return ok({ deviceID, serverTime: now, otherConfig: OTHER_CONFIG });
    },
  );

  app.post('/user/init', { schema: { body: body({ channelID: fields.channelID, inviteCode: fields.inviteCode }) } }, async () =>
    ok(null, 'ok'),
  );

  app.post<{ Body: { phone: string; scene?: Scene } }>(
    '/user/smsCode',
    {
      schema: { body: body({ phone: fields.phone, scene: { type: 'string', enum: [...SCENES], default: 'login' } }, ['phone']) },
      preHandler: rateLimit(limits.smsIp),
    },
    async (request) => {
      const { phone, scene = 'login' } = request.body;
      // Same answer whether or not the phone is registered; a reset for an unknown phone texts nothing.
      const deliver =
        scene !== 'reset' ||
        !!(await app.db.selectFrom('users').select('uid').where('phone', '=', phone).executeTakeFirst());
      await issueCode(app, phone, scene, deliver);
      return ok(null, '验证码已发送');
    },
  );

  app.post<{ Body: { phone: string; code: string; password: string } }>(
    '/user/resetPassword',
    {
      schema: { body: body({ phone: fields.phone, code: fields.code, password: fields.password }, ['phone', 'code', 'password']) },
      preHandler: rateLimit(limits.login),
    },
    async (request) => {
      const { phone, code, password } = request.body;
      await consumeCode(app, phone, 'reset', code);
      const user = await app.db.selectFrom('users').select('uid').where('phone', '=', phone).executeTakeFirst();
      if (!user) throw new AppError(1003, '验证码错误或已过期');
      const passwordHash = await hashPassword(password, app.config.scrypt);
      await inTx(app.db, async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('uid', '=', user.uid).execute();
        await revokeAllSessions(trx, user.uid);
      });
      return ok(null, '密码已重置，请重新登录');
    },
  );

  app.post<{ Body: { phone: string; code: string } }>(
    '/user/bind',
    {
      schema: { body: body({ phone: fields.phone, code: fields.code }, ['phone', 'code']) },
      preHandler: rateLimit(limits.write),
    },
    async (request) => {
      const { uid } = requireUser(request);
      const { phone, code } = request.body;
      await consumeCode(app, phone, 'bind', code);
      const owner = await app.db.selectFrom('users').select('uid').where('phone', '=', phone).executeTakeFirst();
      if (owner && owner.uid !== uid) throw new AppError(1009, '该手机号已被绑定');
      try {
        await app.db.updateTable('users').set({ phone }).where('uid', '=', uid).execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(1009, '该手机号已被绑定');
        throw err;
      }
      return ok(toStatus((await userByUid(app.db, uid))!), '绑定成功');
    },
  );

  app.post('/user/center/me', async (request) => {
    const { uid } = requireUser(request);
    const user = await userByUid(app.db, uid);
    if (!user) throw Errors.sessionExpired();
    return ok(toStatus(user));
  });

  app.post<{ Body: { name?: string; sex?: number; age?: string; signature?: string } }>(
    '/user/center/updateInfo',
    {
      schema: {
        body: body({
          name: fields.name,
          sex: { type: 'integer', minimum: 0, maximum: 2 },
          age: { type: 'string', pattern: '^(\\d{1,3})?$' },
          signature: { type: 'string', maxLength: 60 },
        }),
      },
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
      return ok(toStatus((await userByUid(app.db, uid))!), '资料已更新');
    },
  );
}
