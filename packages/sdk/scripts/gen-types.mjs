#!/usr/bin/env node
// Generates src/generated/portal.ts from the contract (openapi/portal.yaml) with openapi-typescript.
// `--check` writes nothing and exits 1 when the committed file differs from what the contract gives,
// so CI catches a contract change whose types were not regenerated.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const contract = resolve(here, '../../../openapi/portal.yaml');
const outAt = process.argv.indexOf('--out');
// --out <file> writes (or checks) another file; the contract tests use it to prove --check can fail.
const target =
  outAt > 0 && process.argv[outAt + 1]
    ? resolve(process.argv[outAt + 1])
    : resolve(here, '../src/generated/portal.ts');
const check = process.argv.includes('--check');

const banner = `/**
 * Generated from openapi/portal.yaml by packages/sdk/scripts/gen-types.mjs. Do not edit by hand:
 * change the contract and run \`pnpm --filter @portal/sdk gen\`.
 */

`;

async function generate() {
  const ast = await openapiTS(pathToFileURL(contract), {
    // Named aliases (SchemaPost, SchemaAccount, ...) beside `components`, for readable SDK code.
    rootTypes: true,
    // A `default` is what the server assumes when a field is absent, so the field stays optional
    // (appID/channelID are added by the SDK, paging has defaults).
    defaultNonNullable: false,
  });
  return banner + astToString(ast);
}

const fresh = await generate();
const shown = relative(process.cwd(), target) || target;

if (check) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== fresh) {
    console.error(`${shown} is out of date with openapi/portal.yaml: run \`pnpm --filter @portal/sdk gen\`.`);
    process.exit(1);
  }
  console.log(`${shown} is up to date.`);
} else {
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, fresh);
  console.log(`wrote ${shown}`);
}
