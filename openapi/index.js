// The contract and the one way of turning its component schemas into a JSON Schema that a validator can load,
// shared by the server, the contract tests and the quality suite. Plain JS so Node runs it as it is.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const contractPath = fileURLToPath(new URL('./portal.yaml', import.meta.url));
export const parsedContractPath = fileURLToPath(new URL('./generated/portal.json', import.meta.url));

export function contractDigest(text) {
  return createHash('sha256').update(text).digest('hex');
}

// Parsing the 9,000 lines of YAML takes one to four seconds of CPU, paid by every process that starts the
// server (each test file, each server the suites spawn, each restart); the same document read from JSON
// takes some 30 ms. The JSON (scripts/gen-document.mjs) is used only when it was written from the very
// text of portal.yaml, so an edited contract is never served stale: it is parsed again until regenerated.
export function readContract(yamlPath = contractPath, parsedPath = parsedContractPath) {
  const text = readFileSync(yamlPath, 'utf8');
  try {
    const kept = JSON.parse(readFileSync(parsedPath, 'utf8'));
    if (kept.source === contractDigest(text)) return kept.document;
  } catch {
    // No parsed copy (or an unreadable one): the YAML itself.
  }
  // Loaded only here: the YAML parser's own modules take a few hundred milliseconds to load.
  return createRequire(import.meta.url)('yaml').parse(text);
}

/** @type {import('./index.d.ts').JsonObject | undefined} */
let document;

export function loadContract() {
  document ??= readContract();
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
