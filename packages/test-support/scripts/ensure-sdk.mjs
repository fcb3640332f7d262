#!/usr/bin/env node
// Builds @portal/sdk into packages/sdk/dist when the build is missing or older than its sources.
// Skipping a fresh build matters: `pnpm -r build` builds the SDK first, and rebuilding it here (tsup
// cleans dist) while another app reads it in parallel would break that app's build.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = join(dirname(fileURLToPath(import.meta.url)), '../../sdk');

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

function builtAt() {
  try {
    return Math.min(
      statSync(join(sdk, 'dist/index.d.ts')).mtimeMs,
      statSync(join(sdk, 'dist/node.js')).mtimeMs,
    );
  } catch {
    return 0;
  }
}

const sources = Math.max(
  newest(join(sdk, 'src')),
  newest(join(sdk, 'package.json')),
  newest(join(sdk, 'tsup.config.ts')),
);
if (process.argv.includes('--force') || builtAt() < sources) {
  execFileSync('pnpm', ['--filter', '@portal/sdk', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
