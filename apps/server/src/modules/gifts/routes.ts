import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { ref } from '../../http/contract.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { idempotencyKeyOf, idempotent } from '../wallet/index.ts';
import { redeemCode } from './redeem-codes.ts';
import { claimGift, giftList, myGifts } from './service.ts';

const appIdSchema = { body: ref('GameAppIdRequest') };
const claimSchema = { body: ref('GiftClaimRequest') };

export const giftsPortal: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { appID: number } }>(
    '/web/game/detail/giftlist',
    { schema: appIdSchema },
    async (request) => ok(await giftList(app.db, request.body.appID, request.user?.uid ?? null)),
  );

  app.post<{ Body: { giftId: number } }>(
    '/user/gift/claim',
    { schema: claimSchema, preHandler: rateLimit({ name: 'gift-claim', max: 30, windowMs: 60_000 }) },
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

  app.post<{ Body: { code: string } }>(
    '/user/gift/redeem',
    {
      schema: { body: ref('RedeemRequest') },
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

  app.post('/user/gift/mine', { schema: { body: ref('PortalBase') } }, async (request) => {
    const { uid } = requireUser(request);
    return ok(await myGifts(app.db, uid));
  });
};
