import type { FastifyPluginAsync } from 'fastify';
import { inTx } from '../../db/tx.ts';
import { AppError, ErrorCode, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { idempotencyKeyOf, idempotent } from '../wallet/index.ts';
import { isMonth, shanghaiDay, shanghaiMonth } from './calendar.ts';
import { makeupCheckin } from './makeup.ts';
import { checkin, checkinInfo } from './service.ts';

export const checkinPortal: FastifyPluginAsync = async (app) => {
  route(app, 'getCheckinInfo', async (request) => {
    const { uid } = requireUser(request);
    const now = new Date();
    const month = request.body.month ?? shanghaiMonth(now);
    if (!isMonth(month)) throw new AppError(ErrorCode.BadRequest, '参数错误：month 格式不正确');
    return ok(await checkinInfo(app.db, uid, month, now));
  });

  route(
    app,
    'checkin',
    {
      preHandler: rateLimit({ name: 'checkin', max: 20, windowMs: 60_000 }),
    },
    async (request) => {
      const { uid } = requireUser(request);
      const now = new Date();
      // The day is part of the request: reusing a key on another day is refused (1008), never replayed.
      const scope = {
        uid,
        operation: 'checkin',
        key: idempotencyKeyOf(request.headers),
        params: { day: shanghaiDay(now) },
        now,
      };
      const result = await idempotent(app.db, scope, (trx) => checkin(trx, uid, now));
      await app.events.emit('checkin.done', { uid });
      return ok(result, `签到成功，获得${result.reward} X钻`);
    },
  );

  route(
    app,
    'makeupCheckin',
    {
      preHandler: rateLimit({ name: 'checkin-makeup', max: 20, windowMs: 60_000 }),
    },
    async (request) => {
      const { uid } = requireUser(request);
      const now = new Date();
      // No idempotency key needed: a day is made up once ((uid, day) key), a retry answers 1005.
      const result = await inTx(app.db, (trx) => makeupCheckin(trx, uid, request.body.day, now));
      return ok(result, '补签成功');
    },
  );
};
