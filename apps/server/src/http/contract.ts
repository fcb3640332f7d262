import { isDeepStrictEqual } from 'node:util';
import { componentRef, componentsSchema, type Json, type JsonObject } from '@portal/openapi';
import { operationTable } from '@portal/openapi/operations';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { SUCCESS_CODE } from './answer.ts';

/** The payment provider's callbacks: the contract's one portal operation that is not an SDK call. */
const PROVIDER_CALLBACKS = '/portal/order/notify';

/** What the contract says one operation answers, by HTTP status, as schemas Fastify can serialize with. */
type AnswerSchemas = Record<string, JsonObject>;

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `/api/v1/square/post/:id` and `/api/v1/square/post/{id}` name the same route: parameters become `{}`. */
function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, '{}')}`;
}

/**
 * The contract's 200 answer is `oneOf [XAnswer, Refusal]`, told apart by `code` alone (0 is success, a
 * refusal carries a business code). fast-json-stringify settles a oneOf by validating the whole answer
 * against each branch (a page of posts, on every request); an `if` on `code` picks the same branch at the
 * cost of one comparison.
 */
function bySuccessCode(schema: JsonObject): JsonObject {
  const branches = schema.oneOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(schema).length !== 1) return schema;
  const [answer, refusal] = branches;
  if (!isObject(answer) || !isObject(refusal) || refusal.$ref !== componentRef('Refusal')) return schema;
  return {
    if: { type: 'object', required: ['code'], properties: { code: { const: SUCCESS_CODE } } },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else, a schema that is never awaited.
    then: answer,
    else: refusal,
  };
}

interface ContractRoute {
  operationId: string;
  answers: AnswerSchemas;
}

let byRoute: Map<string, ContractRoute> | undefined;

/** Every contract operation with its JSON answers, keyed by the route Fastify registers for it (server prefix + path). */
function contractRoutes(): Map<string, ContractRoute> {
  if (byRoute) return byRoute;
  const out = new Map<string, ContractRoute>();
  for (const op of operationTable().values()) {
    const answers: AnswerSchemas = {};
    for (const [status, schema] of Object.entries(op.answers)) answers[status] = bySuccessCode(schema);
    out.set(routeKey(op.method, op.url), { operationId: op.id, answers });
  }
  byRoute = out;
  return out;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The statuses the route serializes with a schema of the contract. */
  answerStatuses: string[];
  /** The contract operation at this method and URL, if there is one. */
  operationId?: string;
}

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered on this app so far, with the statuses the contract gave it an answer schema for. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registered.get(app) ?? [];
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/**
 * Registers the contract's component schemas once (the bundle @portal/openapi builds from portal.yaml, the
 * same one the contract tests and the quality suite validate with), which the operation table's request and
 * answer schemas refer to.
 * A portal POST whose body is not one of the contract's request schemas (none, or an inline one) still
 * validates the fields every portal body may carry (PortalBase: appID, channelID), as the contract says.
 * Every route the contract describes answers through the contract's own answer schemas, by status: Fastify
 * serializes with them, so an answer holds exactly what the contract promises (see apps/server/README.md).
 */
export function installContract(app: FastifyInstance): void {
  app.addSchema(componentsSchema());
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = methodsOf(route);
    const contract = methods
      .map((m) => contractRoutes().get(routeKey(m, route.url)))
      .find((r) => r !== undefined);
    const named = route.config?.operationId;
    // Fastify's HEAD twin of a GET route carries the GET's config; the contract names only the GET.
    if (named !== undefined && !methods.includes('HEAD') && named !== contract?.operationId) {
      throw new Error(
        `${methods.join(',')} ${route.url} is not the route of operation ${named} in the contract`,
      );
    }
    if (contract && Object.keys(contract.answers).length > 0) {
      route.schema = { ...route.schema, response: contract.answers };
    }
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        answerStatuses: Object.keys(route.schema?.response ?? {}),
        ...(contract ? { operationId: contract.operationId } : {}),
      });
    }
    if (!methods.includes('POST') || !route.url.startsWith('/portal/')) return;
    if (route.url.startsWith(PROVIDER_CALLBACKS)) return;
    const own = route.schema?.body as { $ref?: string } | undefined;
    // The contract's portal request schemas already are allOf [PortalBase, ...].
    if (own?.$ref) return;
    route.schema = { ...route.schema, body: own ? { allOf: [ref('PortalBase'), own] } : ref('PortalBase') };
  });
  if (process.env.PORTAL_CHECK_ANSWERS === '1') checkSerialization(app);
}

/**
 * Serializing with a schema drops what the schema does not name and coerces the rest: an answer field the
 * contract forgot would silently vanish. In tests (PORTAL_CHECK_ANSWERS=1) every serialized answer must
 * equal the handler's own value as JSON.stringify writes it, or the request fails naming the difference.
 */
function checkSerialization(app: FastifyInstance): void {
  const plain = new WeakMap<FastifyRequest, string>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    plain.set(request, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const expected = plain.get(request);
    if (expected === undefined || typeof payload !== 'string') return payload;
    if (!isDeepStrictEqual(JSON.parse(payload), JSON.parse(expected))) {
      throw new Error(
        `answer of ${request.method} ${request.url} changed by its contract schema: sent ${payload.slice(0, 600)} handler gave ${expected.slice(0, 600)}`,
      );
    }
    return payload;
  });
}

/** A JSON-schema reference to one of the contract's component schemas. */
function ref(name: string): { $ref: string } {
  if (!Object.hasOwn(componentsSchema().$defs, name)) throw new Error(`contract has no schema ${name}`);
  return { $ref: componentRef(name) };
}
