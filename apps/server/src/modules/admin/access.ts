// The one place an admin call is let in: an operator token (never a player's UG-Token) and a role
// the contract's x-roles lists for the operation.
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { Errors } from '../../http/answer.ts';
import { type AdminOperation, adminOperations } from './operations.ts';
import { type OperatorRow, operatorOfToken } from './operators.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (admin routes). */
    operationId?: string;
  }
}

const operators = new WeakMap<FastifyRequest, OperatorRow>();
const tokens = new WeakMap<FastifyRequest, string>();

/** The operator of an admin call (set by the access hook before the handler runs). */
export function operatorOf(request: FastifyRequest): OperatorRow {
  const op = operators.get(request);
  if (!op) throw Errors.unauthorized();
  return op;
}

export function tokenOf(request: FastifyRequest): string | undefined {
  return tokens.get(request);
}

/** The contract operation a request is served by. */
export function operationOf(request: FastifyRequest): AdminOperation | undefined {
  const id = request.routeOptions.config?.operationId;
  return id ? adminOperations().get(id) : undefined;
}

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(h.trim()) : null;
  return m?.[1];
}

/**
 * onRequest of the admin plugin, before any body is read: 401 without a live operator token, 403
 * when the operation's x-roles leaves the operator's role out.
 */
export function installAccess(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const op = operationOf(request);
    if (!op?.roles) return;
    const token = bearer(request);
    const operator = token ? await operatorOfToken(app.db, token) : undefined;
    if (!operator || !token) throw Errors.unauthorized();
    if (!op.roles.includes(operator.role)) throw Errors.forbidden();
    operators.set(request, operator);
    tokens.set(request, token);
  });
}

/** Registers the handler of one contract operation with the contract's method, path and request schemas. */
export function adminRoute(
  app: FastifyInstance,
  operationId: string,
  handler: RouteHandlerMethod,
  preHandler?: preHandlerAsyncHookHandler,
): void {
  const op = adminOperations().get(operationId);
  if (!op) throw new Error(`contract has no admin operation ${operationId}`);
  app.route({
    method: op.method,
    url: op.url,
    schema: op.schema,
    config: { operationId },
    handler,
    ...(preHandler ? { preHandler } : {}),
  });
}
