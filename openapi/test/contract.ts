// The few look-ups the tests share: operations, $ref resolution, merged request fields, and validators
// from the package's own loader (`createContractAjv`), so the tests check what the server and quality load.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createContractAjv, describeErrors } from '../ajv.js';
import { type Json, type JsonObject, loadContract } from '../index.js';
import { deref as followRefs } from '../operations.js';

export type { Json, JsonObject };

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export const doc = loadContract();

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function obj(value: Json | undefined, where: string): JsonObject {
  if (!isObject(value)) throw new Error(`${where} is not an object`);
  return value;
}

/** Follows local `$ref`s with the package's own `deref`; here a value that is not an object fails the test. */
export function deref(value: Json | undefined, where = 'value'): JsonObject {
  return followRefs(obj(value, where));
}

export type Operation = {
  method: (typeof METHODS)[number];
  path: string;
  /** Family base from the path item's `servers` entry (`/api` or `/portal`). */
  base: string;
  pathItem: JsonObject;
  op: JsonObject;
};

export const operations: Operation[] = Object.entries(obj(doc.paths, 'paths')).flatMap(([path, item]) => {
  const pathItem = obj(item, path);
  const servers = Array.isArray(pathItem.servers) ? pathItem.servers : [];
  const base = isObject(servers[0]) && typeof servers[0].url === 'string' ? servers[0].url : '';
  return METHODS.filter((m) => isObject(pathItem[m])).map((method) => ({
    method,
    path,
    base,
    pathItem,
    op: obj(pathItem[method], `${method} ${path}`),
  }));
});

/** `GET /api/v1/square/tag/list` style key of an operation, as the product specification writes calls. */
export function callKey(method: string, fullPath: string): string {
  const normalised = fullPath.startsWith('/') ? fullPath : `/${fullPath}`;
  return `${method.toUpperCase()} ${normalised}`;
}

export const contractCalls = new Set(operations.map((o) => callKey(o.method, `${o.base}${o.path}`)));

/** Parameters of an operation (path item level included), resolved. */
export function parametersOf(o: Operation): JsonObject[] {
  const list = [...(Array.isArray(o.pathItem.parameters) ? o.pathItem.parameters : [])];
  list.push(...(Array.isArray(o.op.parameters) ? o.op.parameters : []));
  return list.map((p, i) => deref(p, `${o.path} parameter ${i}`));
}

/** The resolved requestBody of an operation, or undefined. */
export function requestBodyOf(o: Operation): JsonObject | undefined {
  return o.op.requestBody === undefined ? undefined : deref(o.op.requestBody, `${o.path} requestBody`);
}

/** Every property name a schema admits, following $ref and allOf. */
export function fieldNames(schema: Json | undefined): Set<string> {
  const names = new Set<string>();
  const walk = (node: Json | undefined) => {
    if (!isObject(node)) return;
    const s = deref(node);
    if (isObject(s.properties)) for (const key of Object.keys(s.properties)) names.add(key);
    if (Array.isArray(s.allOf)) for (const part of s.allOf) walk(part);
  };
  walk(schema);
  return names;
}

// strict: an OpenAPI-only keyword slipping into a schema (example, xml) fails the tests.
export const { validator, componentValidator } = createContractAjv({ strict: true });

export function errorsOf(fn: ValidateFunction): string {
  return describeErrors(fn.errors);
}
