// The admin family as the contract declares it: each operation's method, path, roles (x-roles) and the
// request schemas Fastify validates with, read from portal.yaml so routes never restate them.
import { type Json, type JsonObject, loadContract, rewriteRefs } from '@portal/openapi';
import type { FastifySchema } from 'fastify';

export const ADMIN_PATH_PREFIX = '/v1/admin/';

export type AdminRole = 'admin' | 'operator' | 'moderator';

export interface AdminOperation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify form, relative to /api: `/v1/admin/games/:id`. */
  url: string;
  /** Who may call it; null for the public login. */
  roles: readonly AdminRole[] | null;
  /** A write (anything but GET): leaves an audit row. */
  write: boolean;
  /** Its Chinese name, as the audit log shows it: the Chinese in parentheses ending its summary. */
  label: string;
  schema: FastifySchema;
}

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function deref(v: Json | undefined): JsonObject {
  let node = v;
  for (let i = 0; isObject(node) && typeof node.$ref === 'string' && i < 10; i++) {
    let target: Json | undefined = loadContract();
    for (const key of node.$ref.replace(/^#\//, '').split('/'))
      target = isObject(target) ? target[key] : undefined;
    node = target;
  }
  return isObject(node) ? node : {};
}

function parameterSchemas(params: Json[], where: 'query' | 'path'): JsonObject | undefined {
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const raw of params) {
    const p = deref(raw);
    if (p.in !== where || typeof p.name !== 'string') continue;
    properties[p.name] = rewriteRefs((p.schema ?? {}) as Json);
    if (p.required === true) required.push(p.name);
  }
  if (Object.keys(properties).length === 0) return undefined;
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** `Refund a purchase (退款购买)` -> 退款购买; a summary without Chinese in parentheses gives null. */
export function chineseName(summary: Json | undefined): string | null {
  if (typeof summary !== 'string') return null;
  const m = /\(([^()]*\p{Script=Han}[^()]*)\)\s*$/u.exec(summary);
  return m?.[1]?.trim() || null;
}

let byId: Map<string, AdminOperation> | undefined;

/** Every admin operation of the contract, by operationId. */
export function adminOperations(): Map<string, AdminOperation> {
  if (byId) return byId;
  const out = new Map<string, AdminOperation>();
  const paths = loadContract().paths;
  for (const [path, rawItem] of Object.entries(isObject(paths) ? paths : {})) {
    if (!path.startsWith(ADMIN_PATH_PREFIX)) continue;
    const item = deref(rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])];
      const schema: FastifySchema = {};
      const querystring = parameterSchemas(params, 'query');
      const pathParams = parameterSchemas(params, 'path');
      if (querystring) schema.querystring = querystring;
      if (pathParams) schema.params = pathParams;
      const content = deref(op.requestBody).content;
      const json = isObject(content) ? content['application/json'] : undefined;
      if (isObject(json) && isObject(json.schema)) schema.body = rewriteRefs(json.schema);
      const roles = Array.isArray(op['x-roles']) ? (op['x-roles'] as AdminRole[]) : null;
      out.set(op.operationId, {
        id: op.operationId,
        method: method.toUpperCase() as AdminOperation['method'],
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        roles,
        write: method !== 'get',
        label: chineseName(op.summary) ?? op.operationId,
        schema,
      });
    }
  }
  byId = out;
  return out;
}
