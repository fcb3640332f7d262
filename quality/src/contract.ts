// The contract (openapi/portal.yaml through @portal/openapi): its operations (from the operation table),
// their parameters and bodies, and Ajv 2020 validators of the answer each status promises.
import { type Json, type JsonObject, loadContract } from '@portal/openapi';
import { createContractAjv, describeErrors } from '@portal/openapi/ajv';
import { deref, type OperationMethod, operationTable } from '@portal/openapi/operations';

export type { Json, JsonObject };

const doc = loadContract();

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export { deref };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonObject;
}

export interface Operation {
  id: string;
  method: Lowercase<OperationMethod>;
  /** Path as written in the contract, relative to `base`. */
  path: string;
  base: string;
  /** Path, query and header parameters (header ones are not in the operation table). */
  parameters: Parameter[];
  /** Media type -> schema of the request body, when it has one: every type, multipart too. */
  body: Map<string, JsonObject>;
  bodyRequired: boolean;
  /** Needs a session (declares the ugUid/ugToken security requirement). */
  secured: boolean;
  /** The answers as written, non-JSON ones and `default` included. */
  responses: JsonObject;
}

/**
 * The fuzzer's view of each operation of `operationTable()`: the table names the operations and their
 * routes; what the fuzzer needs beyond its JSON request schemas (header parameters, every media type,
 * security, the answers as written) is read from that operation's own entry in the document.
 */
function operationsOf(): Operation[] {
  return [...operationTable().values()].map((entry) => {
    const path = entry.path.slice(entry.prefix.length);
    const method = entry.method.toLowerCase() as Lowercase<OperationMethod>;
    const item = deref((doc.paths as JsonObject)[path]);
    const op = deref(item[method]);
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
    return {
      id: entry.id,
      method,
      path,
      base: entry.prefix,
      parameters,
      body,
      bodyRequired: rb?.required === true,
      secured: security.some((s) => isObject(s) && 'ugToken' in s),
      responses: isObject(op.responses) ? op.responses : {},
    };
  });
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
