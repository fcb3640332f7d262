import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sdkRoot = new URL('../../packages/sdk/', import.meta.url);
const { exports } = JSON.parse(readFileSync(new URL('package.json', sdkRoot), 'utf8')) as {
  exports: Record<string, unknown>;
};

/** The source of an SDK entry: `src/<name>.ts`, or the `index.ts` of its folder. */
function entrySource(name: string): string {
  const file = fileURLToPath(new URL(`src/${name}.ts`, sdkRoot));
  return existsSync(file) ? file : fileURLToPath(new URL(`src/${name}/index.ts`, sdkRoot));
}

const subpaths = Object.keys(exports)
  .filter((key) => key.startsWith('./') && key !== './package.json')
  .map((key) => key.slice(2));

/**
 * `@portal/sdk` and every entry its package.json exports, consumed from source so the web app needs no
 * SDK build step. The subpaths come first: an alias also matches what starts with its key and a slash.
 */
export const sdkAlias: Record<string, string> = {
  ...Object.fromEntries(subpaths.map((name) => [`@portal/sdk/${name}`, entrySource(name)])),
  '@portal/sdk': entrySource('index'),
};
