import { componentRef, componentsSchema } from '@portal/openapi';
import type { FastifyInstance } from 'fastify';

/**
 * Registers the contract's component schemas once (the bundle @portal/openapi builds from portal.yaml, the
 * same one the contract tests and the quality suite validate with), so routes can validate with `ref('LoginRequest')`.
 */
export function installContract(app: FastifyInstance): void {
  app.addSchema(componentsSchema());
}

/** A JSON-schema reference to one of the contract's component schemas. */
export function ref(name: string): { $ref: string } {
  if (!Object.hasOwn(componentsSchema().$defs, name)) throw new Error(`contract has no schema ${name}`);
  return { $ref: componentRef(name) };
}
