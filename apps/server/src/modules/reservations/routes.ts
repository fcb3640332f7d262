// Players' reservation calls: reserve, cancel, 我的预约.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { forgetGameDetail } from '../games/index.ts';
import { cancel, listMine, reserve } from './store.ts';

const reserveLimit = rateLimit({ name: 'reserve', max: 60, windowMs: 60_000 });

export const reservationRoutes: FastifyPluginAsync = async (app) => {
  route(app, 'reserveGame', { preHandler: reserveLimit }, async (request) => {
    const { uid } = requireUser(request);
    const reservation = await reserve(app.db, uid, request.body.appID, new Date());
    await forgetGameDetail(app.cache, request.body.appID);
    return ok(reservation, '预约成功，上线时会通知你');
  });

  route(app, 'cancelGameReservation', { preHandler: reserveLimit }, async (request) => {
    const { uid } = requireUser(request);
    const reservation = await cancel(app.db, uid, request.body.appID);
    await forgetGameDetail(app.cache, request.body.appID);
    return ok(reservation, '已取消预约');
  });

  route(app, 'listMyReservations', async (request) => {
    const { uid } = requireUser(request);
    return ok(await listMine(app.db, uid, request.body));
  });
};
