import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import YAML from 'yaml';

/** openapi/portal.yaml, resolved through the @portal/openapi workspace package. */
export const contractPath = fileURLToPath(import.meta.resolve('@portal/openapi/portal.yaml'));

interface ContractDoc {
  components: { schemas: Record<string, object> };
}

let doc: ContractDoc | undefined;
export function contract(): ContractDoc {
  doc ??= YAML.parse(fs.readFileSync(contractPath, 'utf8')) as ContractDoc;
  return doc;
}

const CONTRACT_ID = 'contract';

/** Registers the contract's component schemas once, so routes can validate with `ref('LoginRequest')`. */
export function installContract(app: FastifyInstance): void {
  app.addSchema({ $id: CONTRACT_ID, components: { schemas: contract().components.schemas } });
}

/** A JSON-schema reference to one of the contract's component schemas. */
export function ref(name: string): { $ref: string } {
  if (!contract().components.schemas[name]) throw new Error(`contract has no schema ${name}`);
  return { $ref: `${CONTRACT_ID}#/components/schemas/${name}` };
}
