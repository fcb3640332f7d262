import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { idempotencyKeyOf, idempotent } from '../wallet/index.ts';
import { openVip, vipConfig } from './service.ts';

export const vipPortal: FastifyPluginAsync = async (app) => {
  route(app, 'listVipTiers', async () => ok(vipConfig()));

  route(
    app,
    'openVip',
    { preHandler: rateLimit({ name: 'vip-open', max: 20, windowMs: 60_000 }) },
    async (request) => {
      const { uid } = requireUser(request);
      const now = new Date();
      const scope = {
        uid,
        operation: 'vipopen',
        key: idempotencyKeyOf(request.headers),
        params: { tierId: request.body.tierId },
        now,
      };
      const opened = await idempotent(app.db, scope, (trx) => openVip(trx, uid, request.body.tierId, now));
      return ok(opened, '开通成功');
    },
  );
};
