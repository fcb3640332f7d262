// The contract and the one way of turning its component schemas into a JSON Schema that a validator can load,
// shared by the server, the contract tests and the quality suite. Plain JS so Node runs it as it is.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const contractPath = fileURLToPath(new URL('./portal.yaml', import.meta.url));

/** @type {import('./index.d.ts').JsonObject | undefined} */
let document;

export function loadContract() {
  document ??= parse(readFileSync(contractPath, 'utf8'));
  return document;
}

export const COMPONENTS_ID = 'https://portal.local/components';

const OPENAPI_PREFIX = '#/components/schemas/';

export function componentRef(name) {
  return `${COMPONENTS_ID}#/$defs/${name}`;
}

// An OpenAPI ref points into the whole document; a validator only holds the components bundle, so every
// `#/components/schemas/X` becomes a ref into that bundle's $defs (same target, other address).
export function rewriteRefs(node) {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (typeof node !== 'object' || node === null) return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith(OPENAPI_PREFIX)
        ? componentRef(value.slice(OPENAPI_PREFIX.length))
        : rewriteRefs(value);
  }
  return out;
}

/** @type {import('./index.d.ts').ComponentsSchema | undefined} */
let bundle;

export function componentsSchema() {
  bundle ??= { $id: COMPONENTS_ID, $defs: rewriteRefs(loadContract().components?.schemas ?? {}) };
  return bundle;
}
