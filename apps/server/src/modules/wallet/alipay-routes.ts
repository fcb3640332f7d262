import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync } from 'fastify';
import { rateLimit } from '../../http/rate-limit.ts';
import { ALIPAY_RETURN_PATH, type AlipayProvider } from './alipay-provider.ts';
import { askProvider } from './settle.ts';

const querystring = {
  type: 'object',
  properties: { orderNo: { type: 'string', pattern: '^R\\d{22}$' } },
  required: ['orderNo'],
} as const;

/**
 * Where Alipay sends the user back (return_url / quit_url): the notification may not have come yet, so
 * the order is asked about (alipay.trade.query) before the user lands on /recharge?orderNo=…&paid=1|0.
 * Alipay's own return parameters are not trusted: only the query's signed answer credits.
 * A redirect for the browser, not an operation of the contract: a plain Fastify route with its own schema.
 */
export function alipayReturnPage(provider: AlipayProvider): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<JsonSchemaToTsProvider>().route({
      method: 'GET',
      url: ALIPAY_RETURN_PATH,
      schema: { querystring },
      preHandler: rateLimit({ name: 'alipay-return', max: 30, windowMs: 60_000 }),
      handler: async (request, reply) => {
        const { orderNo } = request.query;
        const status = await askProvider(
          app.db,
          provider,
          orderNo,
          request.log,
          new Date(),
          app.notifications,
        );
        const paid = status === 'paid' ? 1 : 0;
        return reply.redirect(`/recharge?orderNo=${encodeURIComponent(orderNo)}&paid=${paid}`, 303);
      },
    });
  };
}
