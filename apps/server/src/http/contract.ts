import { isDeepStrictEqual } from 'node:util';
import {
  componentRef,
  componentsSchema,
  type Json,
  type JsonObject,
  loadContract,
  rewriteRefs,
} from '@portal/openapi';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { SUCCESS_CODE } from './answer.ts';

/** The payment provider's callbacks: the contract's one portal operation that is not an SDK call. */
const PROVIDER_CALLBACKS = '/portal/order/notify';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** What the contract says one operation answers, by HTTP status, as schemas Fastify can serialize with. */
type AnswerSchemas = Record<string, JsonObject>;

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `#/components/...` reference of the contract document. */
function deref(value: Json | undefined): JsonObject {
  let node: Json | undefined = value;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 10; hops++) {
    let target: Json | undefined = loadContract();
    for (const key of node.$ref.replace(/^#\//, '').split('/'))
      target = isObject(target) ? target[key] : undefined;
    node = target;
  }
  return isObject(node) ? node : {};
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

let answersByRoute: Map<string, AnswerSchemas> | undefined;

/** Every contract operation's JSON answers, keyed by the route Fastify registers for it (server prefix + path). */
function contractAnswers(): Map<string, AnswerSchemas> {
  if (answersByRoute) return answersByRoute;
  const doc = loadContract();
  const out = new Map<string, AnswerSchemas>();
  for (const [path, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const item = deref(rawItem);
    const server = Array.isArray(item.servers) && isObject(item.servers[0]) ? item.servers[0].url : '';
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || !isObject(op.responses)) continue;
      const answers: AnswerSchemas = {};
      for (const [status, rawResponse] of Object.entries(op.responses)) {
        const content = deref(rawResponse).content;
        const json = isObject(content) ? content['application/json'] : undefined;
        if (isObject(json) && isObject(json.schema))
          answers[status] = bySuccessCode(rewriteRefs(json.schema));
      }
      out.set(routeKey(method, `${typeof server === 'string' ? server : ''}${path}`), answers);
    }
  }
  answersByRoute = out;
  return out;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The statuses the route serializes with a schema of the contract. */
  answerStatuses: string[];
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
 * same one the contract tests and the quality suite validate with), so routes can validate with `ref('LoginRequest')`.
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
    const answers = methods
      .map((m) => contractAnswers().get(routeKey(m, route.url)))
      .find((a) => a !== undefined);
    if (answers && Object.keys(answers).length > 0) {
      route.schema = { ...route.schema, response: answers };
    }
    for (const method of methods) {
      routes.push({ method, url: route.url, answerStatuses: Object.keys(route.schema?.response ?? {}) });
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
export function ref(name: string): { $ref: string } {
  if (!Object.hasOwn(componentsSchema().$defs, name)) throw new Error(`contract has no schema ${name}`);
  return { $ref: componentRef(name) };
}
