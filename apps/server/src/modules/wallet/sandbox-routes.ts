import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SUCCESS_CODE } from '../../http/answer.ts';
import { closeOrder, effectiveStatus, findOrder } from './orders.ts';
import type { SandboxProvider } from './payment-provider.ts';
import { renderSandboxDenied, renderSandboxMissing, renderSandboxPage } from './sandbox-page.ts';
import { sandboxPayTokenValid } from './signing.ts';

const ORDER_NO = { type: 'string', pattern: '^R\\d{22}$' } as const;
const params = { type: 'object', properties: { orderNo: ORDER_NO }, required: ['orderNo'] } as const;
const querystring = { type: 'object', properties: { token: { type: 'string', maxLength: 128 } } } as const;

/**
 * The sandbox "payment company" pages, at the site root (/pay/sandbox/...). Each needs the order's
 * capability (`token`, from payInfo's payUrl): knowing an order number is not enough to pay or cancel it.
 * Confirming sends the signed callback through the same /portal/order/notify route a real provider would call.
 * They answer HTML and redirects, not the contract's JSON: plain Fastify routes with schemas of their own.
 */
export function sandboxPages(
  provider: SandboxProvider,
  secret: string,
  portalPrefix: string,
): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<JsonSchemaToTsProvider>();
    /** Refuses (and answers for) a request without the order's capability; true when it may go on. */
    function allowed(
      request: { params: { orderNo: string }; query: { token?: string } },
      reply: FastifyReply,
    ) {
      if (sandboxPayTokenValid(request.params.orderNo, request.query.token, secret)) return true;
      void reply
        .status(403)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderSandboxDenied());
      return false;
    }

    app.route({
      method: 'GET',
      url: '/pay/sandbox/:orderNo',
      schema: { params, querystring },
      handler: async (request, reply) => {
        if (!allowed(request, reply)) return reply;
        const order = await findOrder(app.db, request.params.orderNo);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!order) return reply.status(404).send(renderSandboxMissing());
        return renderSandboxPage({
          orderNo: order.order_no,
          token: request.query.token ?? '',
          title: `${order.coins + order.bonus} X钻`,
          priceFen: order.price_fen,
          status: effectiveStatus(order, new Date()),
        });
      },
    });

    app.route({
      method: 'POST',
      url: '/pay/sandbox/:orderNo/confirm',
      schema: { params, querystring },
      handler: async (request, reply) => {
        if (!allowed(request, reply)) return reply;
        const { orderNo } = request.params;
        const order = await findOrder(app.db, orderNo);
        if (!order) return reply.status(404).type('text/html; charset=utf-8').send(renderSandboxMissing());
        const now = new Date();
        if (effectiveStatus(order, now) === 'pending') {
          const callback = provider.signedCallback(orderNo, order.price_fen, now);
          const delivered = await app.inject({
            method: 'POST',
            url: `${portalPrefix}/order/notify`,
            payload: new URLSearchParams(
              Object.entries(callback).map(([k, v]): [string, string] => [k, String(v)]),
            ).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
          const answer = delivered.json<{ code: number }>();
          if (answer.code !== SUCCESS_CODE)
            request.log.warn({ orderNo, answer }, 'sandbox callback was refused');
        }
        const paid = (await findOrder(app.db, orderNo))?.status === 'paid';
        return reply.redirect(`/recharge?orderNo=${encodeURIComponent(orderNo)}&paid=${paid ? 1 : 0}`, 303);
      },
    });

    app.route({
      method: 'POST',
      url: '/pay/sandbox/:orderNo/cancel',
      schema: { params, querystring },
      handler: async (request, reply) => {
        if (!allowed(request, reply)) return reply;
        const { orderNo } = request.params;
        await closeOrder(app.db, orderNo);
        return reply.redirect(`/recharge?orderNo=${encodeURIComponent(orderNo)}&paid=0`, 303);
      },
    });
  };
}
