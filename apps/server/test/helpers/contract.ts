import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { expect } from 'vitest';
import { contract } from '../../src/http/contract.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
// ajv-formats is CommonJS: Node's ESM view puts the function on `.default`, bundlers unwrap it.
const addFormats = ((formats as unknown as { default?: typeof formats }).default ?? formats) as unknown as (
  a: Ajv2020,
) => void;
addFormats(ajv);
ajv.addSchema({ $id: 'contract', components: { schemas: contract().components.schemas } });

/** Asserts that an answer body matches one of the contract's component schemas (e.g. 'PostPageAnswer'). */
export function expectContract(body: unknown, schemaName: string): void {
  const validate = ajv.getSchema(`contract#/components/schemas/${schemaName}`);
  if (!validate) throw new Error(`contract has no schema ${schemaName}`);
  const valid = validate(body);
  expect(
    valid ? [] : validate.errors,
    `answer should match ${schemaName}: ${JSON.stringify(body).slice(0, 400)}`,
  ).toEqual([]);
}
