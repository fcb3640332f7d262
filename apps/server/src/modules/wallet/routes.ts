import type { FastifyPluginAsync } from 'fastify';
import { inTx } from '../../db/tx.ts';
import { AppError, Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { ref } from '../../http/contract.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { idempotencyKeyOf, idempotent } from './idempotency.ts';
import { ledgerPage } from './ledger.ts';
import { createOrder, markPaid, ordersPage, presentOrder } from './orders.ts';
import { presentPackage, RECHARGE_PACKAGES } from './packages.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PagingBody } from './schemas.ts';

/** /portal routes of the wallet: X钻 history, orders, recharge packages, pay info and the provider callback. */
export function walletPortal(provider: PaymentProvider): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: PagingBody & { uid: string } }>(
      '/user/center/coin/all',
      { schema: { body: ref('UidPageRequest') } },
      async (request) => {
        const { uid } = requireUser(request);
        if (request.body.uid !== uid) throw Errors.forbidden();
        return ok(await ledgerPage(app.db, uid, request.body.currentPage, request.body.pageSize));
      },
    );

    app.post<{ Body: PagingBody }>(
      '/user/center/coin/order',
      { schema: { body: ref('PageRequest') } },
      async (request) => {
        const { uid } = requireUser(request);
        return ok(await ordersPage(app.db, uid, request.body.currentPage, request.body.pageSize, new Date()));
      },
    );

    app.post('/order/packages', { schema: { body: ref('PortalBase') } }, async () =>
      ok(RECHARGE_PACKAGES.map(presentPackage)),
    );

    app.post<{ Body: { packageId: number } }>(
      '/order/payInfo',
      {
        schema: { body: ref('PayInfoRequest') },
        preHandler: rateLimit({ name: 'pay-info', max: 20, windowMs: 60_000 }),
      },
      async (request) => {
        const { uid } = requireUser(request);
        const now = new Date();
        const scope = {
          uid,
          operation: 'payInfo',
          key: idempotencyKeyOf(request.headers),
          params: { packageId: request.body.packageId },
          now,
        };
        const answer = await idempotent(app.db, scope, async (trx) => {
          const order = await createOrder(trx, uid, request.body.packageId, provider.name, now);
          return { order: presentOrder(order, now), payUrl: provider.payUrl(order.order_no) };
        });
        return ok(answer);
      },
    );

    // The provider's server calls this; it carries no session, only the provider's signature.
    app.post<{ Body: Record<string, unknown> }>(
      '/order/notify',
      { schema: { body: ref('PayNotifyRequest') } },
      async (request) => {
        const notice = provider.parseCallback(request.body);
        if (!notice) {
          request.log.warn({ orderNo: request.body.orderNo }, 'payment callback refused: bad signature');
          throw new AppError(403, '签名校验失败', 403);
        }
        const now = new Date();
        const result = await inTx(app.db, (trx) => markPaid(trx, notice, now));
        // The contract's Ok answer carries no data; a repeated delivery of a paid notice is also a success.
        request.log.info({ orderNo: notice.orderNo, result }, 'payment callback');
        return ok(null);
      },
    );
  };
}
