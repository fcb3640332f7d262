// The contract (openapi/portal.yaml through @portal/openapi): its operations, their parameters and bodies,
// and Ajv 2020 validators of the answer each status promises.
import { type Json, type JsonObject, loadContract } from '@portal/openapi';
import { createContractAjv, describeErrors } from '@portal/openapi/ajv';

export type { Json, JsonObject };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export const doc = loadContract();

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(ref: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const raw of ref.replace(/^#\//, '').split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

/** Follows local `$ref`s until a non-reference object is reached. */
export function deref(value: Json | undefined): JsonObject {
  let node = isObject(value) ? value : {};
  for (let hops = 0; typeof node.$ref === 'string' && hops < 20; hops++) {
    const next = pointer(node.$ref);
    node = isObject(next) ? next : {};
  }
  return node;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonObject;
}

export interface Operation {
  id: string;
  method: (typeof METHODS)[number];
  /** Path as written in the contract, relative to `base`. */
  path: string;
  base: string;
  parameters: Parameter[];
  /** Media type -> schema of the request body, when it has one. */
  body: Map<string, JsonObject>;
  bodyRequired: boolean;
  /** Needs a session (declares the ugUid/ugToken security requirement). */
  secured: boolean;
  responses: JsonObject;
}

function operationsOf(): Operation[] {
  const out: Operation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths as JsonObject)) {
    const item = deref(rawItem);
    const servers = Array.isArray(item.servers) ? item.servers : [];
    const first = servers[0];
    const base = isObject(first) && typeof first.url === 'string' ? first.url : '';
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const rawParams = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ];
      const parameters = rawParams.map((p) => {
        const r = deref(p);
        return {
          name: String(r.name),
          in: r.in as Parameter['in'],
          required: r.required === true,
          schema: deref(r.schema),
        };
      });
      const body = new Map<string, JsonObject>();
      const rb = op.requestBody === undefined ? undefined : deref(op.requestBody);
      if (rb && isObject(rb.content)) {
        for (const [type, media] of Object.entries(rb.content)) {
          if (isObject(media)) body.set(type, isObject(media.schema) ? media.schema : {});
        }
      }
      const security = Array.isArray(op.security) ? op.security : [];
      out.push({
        id: typeof op.operationId === 'string' ? op.operationId : `${method} ${path}`,
        method,
        path,
        base,
        parameters,
        body,
        bodyRequired: rb?.required === true,
        secured: security.some((s) => isObject(s) && 'ugToken' in s),
        responses: isObject(op.responses) ? op.responses : {},
      });
    }
  }
  return out;
}

export const operations = operationsOf();

// Lenient: the fuzzer checks answers, not the contract's own keywords (the contract tests do that).
const { validator } = createContractAjv({ strict: false });

export type ContractCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether an answer is one the contract promises for this operation: its status is listed (or a
 * `default` is), and a JSON body validates against that status's schema.
 */
export function checkAnswer(op: Operation, status: number, contentType: string, body: string): ContractCheck {
  const declared = op.responses[String(status)] ?? op.responses.default;
  if (declared === undefined) return { ok: false, reason: `status ${status} is not in the contract` };
  const response = deref(declared);
  const content = isObject(response.content) ? response.content : {};
  const jsonMedia = content['application/json'];
  if (!isObject(jsonMedia)) {
    const types = Object.keys(content);
    if (types.length === 0 || types.some((t) => contentType.startsWith(t.replace('*', ''))))
      return { ok: true };
    return { ok: false, reason: `content type ${contentType} not among ${types.join(', ')}` };
  }
  if (!contentType.includes('application/json')) {
    return { ok: false, reason: `expected JSON, got ${contentType}: ${body.slice(0, 200)}` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, reason: `invalid JSON: ${body.slice(0, 200)}` };
  }
  const validate = validator(isObject(jsonMedia.schema) ? jsonMedia.schema : {});
  if (validate(parsed)) return { ok: true };
  const errors = describeErrors(validate.errors, 5);
  return { ok: false, reason: `${errors} — body ${body.slice(0, 300)}` };
}

/** Resolves a schema's `$ref`s and merges `allOf` into one object schema (enough to generate inputs). */
export function flatten(schema: Json | undefined): JsonObject {
  const s = deref(schema);
  if (!Array.isArray(s.allOf)) return s;
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const part of s.allOf) {
    const p = flatten(part);
    if (isObject(p.properties)) Object.assign(properties, p.properties);
    if (Array.isArray(p.required)) required.push(...p.required.map(String));
  }
  if (isObject(s.properties)) Object.assign(properties, s.properties);
  if (Array.isArray(s.required)) required.push(...s.required.map(String));
  return { type: 'object', properties, required };
}
