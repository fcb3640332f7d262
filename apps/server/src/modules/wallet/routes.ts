import type { FastifyPluginAsync } from 'fastify';
import { AppError, Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { ALIPAY_NOTIFY_PATH, AlipayProvider } from './alipay-provider.ts';
import { idempotencyKeyOf, idempotent } from './idempotency.ts';
import { ledgerPage } from './ledger.ts';
import { closeOrder, createOrder, NoticeRefusals, ordersPage, presentOrder } from './orders.ts';
import { presentPackage, RECHARGE_PACKAGES } from './packages.ts';
import { type PaymentProvider, SandboxProvider } from './payment-provider.ts';
import { askAboutPending, settleNotice } from './settle.ts';

/** /portal routes of the wallet: X钻 history, orders, recharge packages, pay info and the provider callback. */
export function walletPortal(provider: PaymentProvider): FastifyPluginAsync {
  return async (app) => {
    route(app, 'listCoinLedger', async (request) => {
      const { uid } = requireUser(request);
      if (request.body.uid !== uid) throw Errors.forbidden();
      return ok(
        await ledgerPage(app.db, uid, request.body.currentPage, request.body.pageSize, request.body.cursor),
      );
    });

    route(app, 'listOrders', async (request) => {
      const { uid } = requireUser(request);
      // The recharge page reads this list when the user comes back: a lost notification shows up here.
      await askAboutPending(app.db, provider, uid, request.log, new Date(), app.notifications);
      const { currentPage, pageSize, cursor } = request.body;
      return ok(await ordersPage(app.db, uid, currentPage, pageSize, new Date(), cursor));
    });

    route(app, 'listRechargePackages', async () => ok(RECHARGE_PACKAGES.map(presentPackage)));

    route(
      app,
      'createPayOrder',
      {
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
          const payUrl = provider.payUrl({
            orderNo: order.order_no,
            amountFen: order.price_fen,
            subject: `${order.coins + order.bonus} X钻`,
            expireAt: order.expire_at,
          });
          return { order: presentOrder(order, now), payUrl };
        });
        return ok(answer);
      },
    );

    // The HMAC-signed callback exists for the sandbox only: with a real provider nothing may be credited
    // on the strength of the payment secret.
    if (provider instanceof SandboxProvider) {
      route(app, 'payNotify', async (request) => {
        const now = new Date();
        const verdict = provider.parseCallback(request.body, now);
        if ('refused' in verdict) {
          request.log.warn(
            { orderNo: request.body.orderNo, refused: verdict.refused },
            'payment callback refused',
          );
          throw verdict.refused === 'stale' ? NoticeRefusals.stale() : NoticeRefusals.badSignature();
        }
        const result = await settleNotice(app.db, verdict.notice, now, app.notifications);
        // The contract's Ok answer carries no data; a repeated delivery of a paid notice is also a success.
        request.log.info({ orderNo: verdict.notice.orderNo, result }, 'payment callback');
        return ok(null);
      });
    }

    if (provider instanceof AlipayProvider) {
      // Alipay's protocol, not an operation of the contract: a form-encoded notification of Alipay's own
      // fields, answered with the plain text `success` (stop retrying) or `fail`, under the same HTTP
      // statuses as /order/notify's refusals. So it stays a plain Fastify route, without a contract schema.
      app.post(ALIPAY_NOTIFY_PATH, async (request, reply) => {
        reply.type('text/plain; charset=utf-8');
        const body = formBody(request.body);
        try {
          const fields: Record<string, string> = {};
          for (const [k, v] of Object.entries(body)) {
            if (typeof v !== 'string') throw Errors.badRequest(`${k} 格式错误`);
            fields[k] = v;
          }
          const said = provider.parseNotification(fields);
          if ('refused' in said) throw NoticeRefusals.badSignature();
          if ('notice' in said) {
            const result = await settleNotice(app.db, said.notice, new Date(), app.notifications);
            request.log.info({ orderNo: said.notice.orderNo, result }, 'alipay notification');
          } else if ('closed' in said) {
            await closeOrder(app.db, said.closed);
          }
          return reply.status(200).send('success');
        } catch (err) {
          const orderNo = body.out_trade_no;
          if (!(err instanceof AppError)) {
            request.log.error({ orderNo, err }, 'alipay notification failed');
            return reply.status(500).send('fail');
          }
          request.log.warn({ orderNo, code: err.code, msg: err.message }, 'alipay notification refused');
          return reply.status(err.status).send('fail');
        }
      });
    }
  };
}

/** A parsed form body as its fields; no body as none. */
function formBody(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? Object.fromEntries(Object.entries(body)) : {};
}
