// Types of ajv.js (`@portal/openapi/ajv`): Ajv validators of the contract's schemas.
import type { Ajv2020, ErrorObject, Options, ValidateFunction } from 'ajv/dist/2020.js';
import type { Json } from './index.d.ts';

export interface ContractAjv {
  /** The Ajv 2020 instance: ajv-formats, format `binary` (any string) and `componentsSchema()` added. */
  ajv: Ajv2020;
  /**
   * Validator of any schema taken from portal.yaml (inline or `{ $ref: '#/components/schemas/X' }`):
   * its refs are rewritten into the components bundle; compiled once per distinct schema.
   */
  validator(schema: Json): ValidateFunction;
  /** Validator of one component schema by name; throws `contract has no schema X` for an unknown name. */
  componentValidator(name: string): ValidateFunction;
}

/**
 * A fresh Ajv 2020 (JSON Schema 2020-12, OpenAPI 3.1's dialect) that knows every component schema.
 * Defaults: `allErrors: true`, `allowUnionTypes: true`; `options` go on top. The real differences between
 * callers are Ajv options: `strict: true` to fail on an OpenAPI-only keyword slipping into a schema (the
 * contract tests), `strict: false` to only check answers (server tests, quality fuzzing); `coerceTypes`,
 * `removeAdditional`, `useDefaults` to validate the way a server reads a request.
 */
export declare function createContractAjv(options?: Options): ContractAjv;

/** `"/data/id must be integer; / must have required property 'code'"`: at most `max` errors, one line. */
export declare function describeErrors(errors: ErrorObject[] | null | undefined, max?: number): string;
