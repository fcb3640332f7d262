#!/usr/bin/env node
// Writes generated/portal.d.ts (`paths`, `operations`, `components`) from portal.yaml with openapi-typescript:
// the types behind the `@portal/openapi/operations` entry, which the server's routes are typed with.
// `--check` writes nothing and exits 1 when the committed file differs from what the contract gives.
// `--out <dir>` writes (or checks) another folder.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { componentsSchema, contractPath } from '../index.js';
import { operationTable } from '../operations.js';
import { writeOrCheck } from './write-generated.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outAt = process.argv.indexOf('--out');
const dir =
  outAt > 0 && process.argv[outAt + 1] ? resolve(process.argv[outAt + 1]) : resolve(here, '../generated');
const check = process.argv.includes('--check');

const banner = `// Generated from openapi/portal.yaml by openapi/scripts/gen-operations.mjs. Do not edit by hand:
// change the contract and run \`pnpm --filter @portal/openapi gen\`.

`;

// The server reads a request after validation, where Fastify's Ajv has filled every default in: a field
// with a default is always there (openapi-typescript's own default, said here because the SDK says otherwise).
const ast = await openapiTS(pathToFileURL(contractPath), { defaultNonNullable: true });

/** A schema's own `default`, or that of the component it refers to. */
function hasDefault(schema) {
  if (schema.default !== undefined) return true;
  const name = typeof schema.$ref === 'string' ? schema.$ref.split('/').at(-1) : undefined;
  return name !== undefined && componentsSchema().$defs[name]?.default !== undefined;
}

// Query parameters are not properties of a schema, so defaultNonNullable leaves them optional; the ones
// with a default are listed here for `OperationQuery`, which makes them present.
const defaulted = [...operationTable().values()]
  .map((op) => [op.id, Object.entries(op.querystring?.properties ?? {}).filter(([, s]) => hasDefault(s))])
  .filter(([, names]) => names.length > 0)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([id, names]) => `    ${id}: ${names.map(([name]) => JSON.stringify(name)).join(' | ')};\n`);
const queryDefaults = `/** The query parameters of each operation that have a default: present once the server has validated. */
export interface queryDefaults {
${defaulted.join('')}}
`;

await writeOrCheck(
  { [join(dir, 'portal.d.ts')]: `${banner}${astToString(ast)}${queryDefaults}` },
  { check, regenerate: 'pnpm --filter @portal/openapi gen' },
);
