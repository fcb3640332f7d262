// Types of operations.js (`@portal/openapi/operations`): the contract's operation table, and each
// operation's request and answer types generated from portal.yaml (generated/portal.d.ts).

import type { components, operations, queryDefaults } from './generated/portal.d.ts';
import type { JsonObject } from './index.d.ts';

export type { components, operations, paths } from './generated/portal.d.ts';

/** One of the contract's component schemas as a type: `ContractSchema<'AdminGame'>`. */
export type ContractSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Every operationId of the contract. */
export type OperationId = keyof operations;

type Flat<T> = { [P in keyof T]: T[P] };
type Present<T, K extends PropertyKey> = [K] extends [never]
  ? T
  : Flat<Omit<T, K> & { [P in K & keyof T]-?: Exclude<T[P], undefined> }>;
type Parameter<Id extends OperationId, Where extends string> = operations[Id]['parameters'] extends {
  [W in Where]?: infer P;
}
  ? NonNullable<P>
  : never;

/**
 * The query of an operation as the server reads it after validation: the contract's query parameters, those
 * with a default always present. `never` for an operation without query parameters.
 */
export type OperationQuery<Id extends OperationId> = [Parameter<Id, 'query'>] extends [never]
  ? never
  : Present<Parameter<Id, 'query'>, Id extends keyof queryDefaults ? queryDefaults[Id] : never>;

/** The path parameters of an operation (`{id}` of `/v1/admin/games/{id}`); `never` when it has none. */
export type OperationParams<Id extends OperationId> = Parameter<Id, 'path'>;

type Content<Body> = [Body] extends [never]
  ? undefined
  : Body extends { content: infer C }
    ? C extends { 'application/json': infer J }
      ? J
      : C extends { 'application/x-www-form-urlencoded': infer F }
        ? F
        : undefined
    : undefined;

/**
 * The request body of an operation as JSON (a portal call's form fields are the same), with its defaults
 * present; `undefined` when it has none, or only a multipart upload.
 */
export type OperationBody<Id extends OperationId> = Content<NonNullable<operations[Id]['requestBody']>>;

/** The JSON of an operation's 200 answer: for most, `XAnswer | Refusal`. */
export type OperationAnswer<Id extends OperationId> = operations[Id]['responses'] extends {
  200: { content: { 'application/json': infer A } };
}
  ? A
  : never;

export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One operation of portal.yaml. Schemas are JSON Schema with refs into `componentsSchema()`. */
export interface Operation {
  id: OperationId;
  method: OperationMethod;
  /** OpenAPI form with the path item's server prefix: `/api/v1/square/post/{id}`. */
  path: string;
  /** The path item's server URL that `path` starts with (`/api`, `/portal`); its key in `paths` follows it. */
  prefix: string;
  /** Fastify form of `path`: `/api/v1/square/post/:id`. */
  url: string;
  /** The query parameters as one object schema, when there are any. */
  querystring?: JsonObject;
  /** The path parameters as one object schema, when there are any. */
  params?: JsonObject;
  /** The JSON (else form-urlencoded) request body; absent for none or a multipart upload. */
  body?: JsonObject;
  /** The JSON answer schema by HTTP status (`'200'`, `'400'`, ...). */
  answers: Record<string, JsonObject>;
  /** The operation's `x-roles` (console roles allowed to call it), or null. */
  roles: readonly string[] | null;
  summary: string;
}

/** Every operation of the contract by operationId, read once per process. Shared: do not mutate it. */
export declare function operationTable(): ReadonlyMap<string, Operation>;

/**
 * Follows local `$ref`s (`#/components/...`, JSON-pointer escapes read) of the contract document to the object
 * they name; a value that is not an object gives `{}`. Throws for a ref that leads nowhere or loops.
 */
export declare function deref(value: unknown): JsonObject;
