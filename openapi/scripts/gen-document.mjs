#!/usr/bin/env node
// Writes generated/portal.json: portal.yaml parsed, with the digest of the text it was parsed from, which
// `loadContract` reads instead of parsing the YAML again in every process (index.js says why).
// `--check` writes nothing and exits 1 when the committed file differs from what the contract gives.
// `--out <dir>` writes (or checks) another folder.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { contractDigest, contractPath } from '../index.js';
import { writeOrCheck } from './write-generated.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outAt = process.argv.indexOf('--out');
const dir =
  outAt > 0 && process.argv[outAt + 1] ? resolve(process.argv[outAt + 1]) : resolve(here, '../generated');
const check = process.argv.includes('--check');

const text = readFileSync(contractPath, 'utf8');
const kept = { source: contractDigest(text), document: parse(text) };
await writeOrCheck(
  { [join(dir, 'portal.json')]: `${JSON.stringify(kept)}\n` },
  { check, regenerate: 'pnpm --filter @portal/openapi gen' },
);
