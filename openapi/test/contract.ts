// Loads portal.yaml once and offers the few look-ups the tests share: operations, $ref resolution,
// merged request fields and an Ajv 2020 instance that knows every component schema.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { contractPath } from '../index.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export const doc = parse(readFileSync(contractPath, 'utf8')) as JsonObject;

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function obj(value: Json | undefined, where: string): JsonObject {
  if (!isObject(value)) throw new Error(`${where} is not an object`);
  return value;
}

/** Follows local `$ref`s (`#/components/...`) until a non-reference object is reached. */
export function deref(value: Json | undefined, where = 'value'): JsonObject {
  let node = obj(value, where);
  for (let hops = 0; typeof node.$ref === 'string'; hops++) {
    if (hops > 10) throw new Error(`${where}: $ref loop`);
    node = obj(pointer(node.$ref), node.$ref);
  }
  return node;
}

export function pointer(ref: string): Json | undefined {
  if (!ref.startsWith('#/')) throw new Error(`only local refs are expected, got ${ref}`);
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
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

/** `GET /api/v1/square/tag/list` style key of an operation, as SPEC.md writes calls. */
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

const SCHEMAS_ID = 'https://portal.local/components';

/** Rewrites OpenAPI component refs into refs of the single JSON Schema that holds them as $defs. */
function rewriteRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', `${SCHEMAS_ID}#/$defs/`)
        : rewriteRefs(value);
  }
  return out;
}

export function createAjv(): Ajv2020 {
  // strict: an OpenAPI-only keyword slipping into a schema (nullable, example) fails the tests.
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  // OpenAPI's marker for file parts of multipart bodies; any string is a valid "binary" here.
  ajv.addFormat('binary', true);
  const schemas = obj(obj(doc.components, 'components').schemas, 'schemas');
  ajv.addSchema(obj(rewriteRefs({ $id: SCHEMAS_ID, $defs: schemas }), 'components'));
  return ajv;
}

export const ajv = createAjv();

const compiled = new Map<string, ValidateFunction>();

/** Compiles any schema of the document (inline or a component); refs resolve to the components. */
export function validator(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(obj(rewriteRefs(schema), 'schema'));
    compiled.set(key, fn);
  }
  return fn;
}

export function componentValidator(name: string): ValidateFunction {
  return validator({ $ref: `#/components/schemas/${name}` });
}

export function errorsOf(fn: ValidateFunction): string {
  return (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
}
