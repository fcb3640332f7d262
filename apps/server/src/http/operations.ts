// The one way a route of the contract is registered: by operationId, with the method, URL and request
// schemas of the contract's operation table, and the handler typed from the types generated beside it.
import {
  type Operation,
  type OperationAnswer,
  type OperationBody,
  type OperationId,
  type OperationParams,
  type OperationQuery,
  operationTable,
} from '@portal/openapi/operations';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (the console's access and audit read it). */
    operationId?: string;
  }
}

/** `never` (no such part in the contract) read as Fastify's own default, so the request type stays usable. */
type OrUnknown<T> = [T] extends [never] ? unknown : T;

/** The request of an operation: query, path parameters and body as the contract types them, after validation. */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Querystring: OrUnknown<OperationQuery<Id>>;
  Params: OrUnknown<OperationParams<Id>>;
  Body: OperationBody<Id>;
}>;

/**
 * A handler of an operation. What it returns is checked against the contract's 200 answer (`ok(data)` or a
 * refusal); an answer sent through `reply` (a status, a cookie, a redirect) is not, and a thrown `AppError`
 * answers through the error handler.
 */
export type OperationHandler<Id extends OperationId> = (
  this: FastifyInstance,
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => HandlerResult<OrUnknown<OperationAnswer<Id>> | FastifyReply | undefined>;

type HandlerResult<T> = T | Promise<T>;

/** Fastify's route options that the contract does not decide (hooks, limits, config). */
export type OperationRouteOptions = Omit<RouteOptions, 'method' | 'url' | 'schema' | 'handler'>;

/** The operation `id` of the contract; throws for an id the contract does not have. */
export function operation(id: string): Operation {
  const op = operationTable().get(id);
  if (!op) throw new Error(`contract has no operation ${id}`);
  return op;
}

function requestSchema(op: Operation): FastifySchema {
  return {
    ...(op.querystring ? { querystring: op.querystring } : {}),
    ...(op.params ? { params: op.params } : {}),
    ...(op.body ? { body: op.body } : {}),
  };
}

export function route<Id extends OperationId>(
  app: FastifyInstance,
  id: Id,
  handler: OperationHandler<Id>,
): void;
export function route<Id extends OperationId>(
  app: FastifyInstance,
  id: Id,
  options: OperationRouteOptions,
  handler: OperationHandler<Id>,
): void;
/**
 * Registers the handler of operation `id` on `app` (a plugin under the /api or /portal prefix, or the root):
 * the contract's method and URL (relative to the plugin's prefix), its querystring, params and body schemas,
 * and `config.operationId`. The answer schemas are added by installContract's hook, as for every route.
 */
export function route<Id extends OperationId>(
  app: FastifyInstance,
  id: Id,
  optionsOrHandler: OperationRouteOptions | OperationHandler<Id>,
  maybeHandler?: OperationHandler<Id>,
): void {
  const op = operation(id);
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler;
  if (!handler) throw new Error(`route ${id} has no handler`);
  if (!op.url.startsWith(app.prefix)) {
    throw new Error(`operation ${id} (${op.url}) is outside the prefix ${app.prefix} it is registered under`);
  }
  app.route({
    ...options,
    method: op.method,
    url: op.url.slice(app.prefix.length),
    schema: requestSchema(op),
    config: { ...options.config, operationId: id },
    // The request's parts are what the schemas above validated, typed from the same contract; Fastify's
    // own generic cannot tie them to a runtime operationId.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
