// The one place an admin call is let in: an operator token (never a player's UG-Token) and a role
// the contract's x-roles lists for the operation.
import type { OperationId } from '@portal/openapi/operations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Errors } from '../../http/answer.ts';
import { type OperationHandler, type OperationRouteOptions, route } from '../../http/operations.ts';
import { type AdminOperation, adminOperations } from './operations.ts';
import { OPERATOR_COOKIE, type OperatorRow, operatorOfToken } from './operators.ts';

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

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer (\S+)$/.exec(h.trim()) : null;
  return m?.[1] && TOKEN_SHAPE.test(m[1]) ? m[1] : undefined;
}

function cookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[OPERATOR_COOKIE];
  return value && TOKEN_SHAPE.test(value) ? value : undefined;
}

/**
 * Whether a write carried by the cookie comes from a page of the portal itself. Browsers send Origin
 * on every cross-origin request and on every POST, PUT and DELETE, so a form or script of another site,
 * or of another port of this host (same-site, so SameSite lets the cookie through), is told apart here.
 * The host is compared, not the scheme: behind a TLS proxy without TRUST_PROXY the request looks like
 * plain HTTP although the page was HTTPS.
 */
function fromOwnPage(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * onRequest of the admin plugin, before any body is read: 401 without a live operator token (a bearer,
 * else the HttpOnly cookie), 403 when the operation's x-roles leaves the operator's role out or a
 * cookie-carried write comes from another origin.
 */
export function installAccess(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const op = operationOf(request);
    if (!op?.roles) return;
    const fromBearer = bearer(request);
    const token = fromBearer ?? cookieToken(request);
    if (token && !fromBearer && op.write && !fromOwnPage(request)) throw Errors.forbidden();
    const operator = token ? await operatorOfToken(app.db, token) : undefined;
    if (!operator || !token) throw Errors.unauthorized();
    if (!op.roles.includes(operator.role)) throw Errors.forbidden();
    operators.set(request, operator);
    tokens.set(request, token);
  });
}

/** An operationId of the console's family (`/v1/admin/...`). */
export type AdminOperationId = Extract<OperationId, `admin${string}`>;

export function adminRoute<Id extends AdminOperationId>(
  app: FastifyInstance,
  operationId: Id,
  handler: OperationHandler<Id>,
): void;
export function adminRoute<Id extends AdminOperationId>(
  app: FastifyInstance,
  operationId: Id,
  options: OperationRouteOptions,
  handler: OperationHandler<Id>,
): void;
/** Registers the handler of one operation of the console's family through `route`; the access hook reads its x-roles. */
export function adminRoute<Id extends AdminOperationId>(
  app: FastifyInstance,
  operationId: Id,
  optionsOrHandler: OperationRouteOptions | OperationHandler<Id>,
  maybeHandler?: OperationHandler<Id>,
): void {
  if (!adminOperations().has(operationId)) throw new Error(`contract has no admin operation ${operationId}`);
  if (typeof optionsOrHandler === 'function') route(app, operationId, optionsOrHandler);
  else if (maybeHandler) route(app, operationId, optionsOrHandler, maybeHandler);
  else throw new Error(`route ${operationId} has no handler`);
}
