// Types of index.js: where the contract lives and how its component schemas become one JSON Schema.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Absolute path of openapi/portal.yaml, the OpenAPI 3.1 contract. */
export declare const contractPath: string;

/** Absolute path of generated/portal.json: portal.yaml parsed, with the digest of the text it came from. */
export declare const parsedContractPath: string;

/** The SHA-256 (hex) of a contract's text, as generated/portal.json records it in `source`. */
export declare function contractDigest(text: string): string;

/**
 * The contract at `yamlPath` parsed: from `parsedPath` when that file was written from this very text
 * (its `source` is the text's digest), else by parsing the YAML.
 */
export declare function readContract(yamlPath?: string, parsedPath?: string): JsonObject;

/** portal.yaml parsed, read once per process. Shared: do not mutate it. */
export declare function loadContract(): JsonObject;

/** `$id` of the schema that holds every component schema as `$defs` (see `componentsSchema`). */
export declare const COMPONENTS_ID: string;

/** The ref to one component schema inside `componentsSchema()`, e.g. `componentRef('LoginRequest')`. */
export declare function componentRef(name: string): string;

/**
 * Copy of a schema taken from portal.yaml whose `#/components/schemas/X` refs point into
 * `componentsSchema()` instead, so a validator that holds that bundle can compile it.
 */
export declare function rewriteRefs<T extends Json>(schema: T): T;

export interface ComponentsSchema {
  $id: string;
  $defs: { [name: string]: JsonObject };
}

/**
 * Every component schema of the contract as one JSON Schema `{ $id: COMPONENTS_ID, $defs }`, refs
 * rewritten: add it to any Ajv (Fastify's included) once, then refer to a component with `componentRef`.
 * Built once per process. Shared: do not mutate it.
 */
export declare function componentsSchema(): ComponentsSchema;
