import { componentRef, componentsSchema } from '@portal/openapi';
import type { FastifyInstance } from 'fastify';

/** The payment provider's callbacks: the contract's one portal operation that is not an SDK call. */
const PROVIDER_CALLBACKS = '/portal/order/notify';

/**
 * Registers the contract's component schemas once (the bundle @portal/openapi builds from portal.yaml, the
 * same one the contract tests and the quality suite validate with), so routes can validate with `ref('LoginRequest')`.
 * A portal POST whose body is not one of the contract's request schemas (none, or an inline one) still
 * validates the fields every portal body may carry (PortalBase: appID, channelID), as the contract says.
 */
export function installContract(app: FastifyInstance): void {
  app.addSchema(componentsSchema());
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || !route.url.startsWith('/portal/')) return;
    if (route.url.startsWith(PROVIDER_CALLBACKS)) return;
    const own = route.schema?.body as { $ref?: string } | undefined;
    // The contract's portal request schemas already are allOf [PortalBase, ...].
    if (own?.$ref) return;
    route.schema = { ...route.schema, body: own ? { allOf: [ref('PortalBase'), own] } : ref('PortalBase') };
  });
}

/** A JSON-schema reference to one of the contract's component schemas. */
export function ref(name: string): { $ref: string } {
  if (!Object.hasOwn(componentsSchema().$defs, name)) throw new Error(`contract has no schema ${name}`);
  return { $ref: componentRef(name) };
}
