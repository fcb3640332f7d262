// The contract's operations as one table keyed by operationId: method, route, request schemas, answer
// schemas and roles, read from portal.yaml once per process. The one reader of the document's paths;
// the server registers every route from it.
import { componentsSchema, loadContract, rewriteRefs } from './index.js';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** Request bodies read as JSON: the JSON form first, else the form-urlencoded one (the same fields). */
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(ref) {
  if (!ref.startsWith('#/')) throw new Error(`contract: only local refs are expected, got ${ref}`);
  let node = loadContract();
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

/** Follows local `$ref`s of the contract document; a ref that leads nowhere is a broken contract and throws. */
export function deref(value) {
  let node = value;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string'; hops++) {
    if (hops > 10) throw new Error(`contract: $ref loop at ${node.$ref}`);
    const target = pointer(node.$ref);
    if (!isObject(target)) throw new Error(`contract: ${node.$ref} leads nowhere`);
    node = target;
  }
  return isObject(node) ? node : {};
}

function parameterSchema(params, where) {
  const properties = {};
  const required = [];
  for (const raw of params) {
    const p = deref(raw);
    if (p.in !== where || typeof p.name !== 'string') continue;
    properties[p.name] = rewriteRefs(p.schema ?? {});
    if (p.required === true) required.push(p.name);
  }
  if (Object.keys(properties).length === 0) return undefined;
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function bodySchema(requestBody) {
  const content = deref(requestBody).content;
  if (!isObject(content)) return undefined;
  for (const type of BODY_TYPES) {
    const media = content[type];
    if (isObject(media) && isObject(media.schema)) return rewriteRefs(media.schema);
  }
  return undefined;
}

function answerSchemas(responses) {
  const answers = {};
  for (const [status, raw] of Object.entries(isObject(responses) ? responses : {})) {
    const content = deref(raw).content;
    const json = isObject(content) ? content['application/json'] : undefined;
    if (isObject(json) && isObject(json.schema)) answers[status] = rewriteRefs(json.schema);
  }
  return answers;
}

let table;

export function operationTable() {
  if (table) return table;
  // The refs of the schemas below point into this bundle: build it with the table.
  componentsSchema();
  const out = new Map();
  const paths = loadContract().paths;
  for (const [path, rawItem] of Object.entries(isObject(paths) ? paths : {})) {
    const item = deref(rawItem);
    const server = Array.isArray(item.servers) && isObject(item.servers[0]) ? item.servers[0].url : '';
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    const prefix = typeof server === 'string' ? server : '';
    const full = `${prefix}${path}`;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])];
      const querystring = parameterSchema(params, 'query');
      const pathParams = parameterSchema(params, 'path');
      const body = bodySchema(op.requestBody);
      out.set(op.operationId, {
        id: op.operationId,
        method: method.toUpperCase(),
        path: full,
        prefix,
        url: full.replace(/\{([^}]+)\}/g, ':$1'),
        ...(querystring ? { querystring } : {}),
        ...(pathParams ? { params: pathParams } : {}),
        ...(body ? { body } : {}),
        answers: answerSchemas(op.responses),
        roles: Array.isArray(op['x-roles']) ? op['x-roles'] : null,
        summary: typeof op.summary === 'string' ? op.summary : '',
      });
    }
  }
  table = out;
  return out;
}
