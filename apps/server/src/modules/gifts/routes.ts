import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { idempotencyKeyOf, idempotent } from '../wallet/index.ts';
import { redeemCode } from './redeem-codes.ts';
import { claimGift, giftList, myGifts } from './service.ts';

export const giftsPortal: FastifyPluginAsync = async (app) => {
  route(app, 'listGameGifts', async (request) =>
    ok(await giftList(app.db, request.body.appID, request.user?.uid ?? null)),
  );

  route(
    app,
    'claimGift',
    { preHandler: rateLimit({ name: 'gift-claim', max: 30, windowMs: 60_000 }) },
    async (request) => {
      const { uid } = requireUser(request);
      const now = new Date();
      const scope = {
        uid,
        operation: 'giftClaim',
        key: idempotencyKeyOf(request.headers),
        params: { giftId: request.body.giftId },
        now,
      };
      return ok(
        await idempotent(app.db, scope, (trx) => claimGift(trx, uid, request.body.giftId, now)),
        '领取成功',
      );
    },
  );

  route(
    app,
    'redeemCode',
    {
      // Tight, per user: a code is short enough to be guessed.
      preHandler: rateLimit({ name: 'redeem', max: 10, windowMs: 60_000 }),
    },
    async (request) => {
      const { uid } = requireUser(request);
      const now = new Date();
      const scope = {
        uid,
        operation: 'redeem',
        key: idempotencyKeyOf(request.headers),
        params: { code: request.body.code },
        now,
      };
      const result = await idempotent(app.db, scope, (trx) => redeemCode(trx, uid, request.body.code, now));
      const msg =
        result.kind === 'coins'
          ? `兑换成功，获得${result.coins} X钻`
          : `兑换成功，获得${result.gift?.name ?? '礼包'}`;
      return ok(result, msg);
    },
  );

  route(app, 'listMyGifts', async (request) => {
    const { uid } = requireUser(request);
    return ok(await myGifts(app.db, uid));
  });
};
