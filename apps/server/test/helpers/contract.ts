import { createContractAjv } from '@portal/openapi/ajv';
import { expect } from 'vitest';

// Lenient: these tests check the server's answers; the contract's own keywords are the contract tests' job.
const { componentValidator } = createContractAjv({ strict: false });

/** Asserts that an answer body matches one of the contract's component schemas (e.g. 'PostPageAnswer'). */
export function expectContract(body: unknown, schemaName: string): void {
  const validate = componentValidator(schemaName);
  const valid = validate(body);
  expect(
    valid ? [] : validate.errors,
    `answer should match ${schemaName}: ${JSON.stringify(body).slice(0, 400)}`,
  ).toEqual([]);
}
