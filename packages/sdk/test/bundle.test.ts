import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles an entry for the browser and lists the files whose code ended up in it. */
async function inputsOf(contents: string): Promise<string[]> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs)[0];
  return Object.entries(output?.inputs ?? {})
    .filter(([, used]) => used.bytesInOutput > 0)
    .map(([file]) => file);
}

describe('bundle boundaries', () => {
  it('the main entry bundles for the browser without node built-ins or the file adapter', async () => {
    const inputs = await inputsOf("export * from './src/index.ts';");
    expect(inputs.some((f) => f.includes('storage/file'))).toBe(false);
    expect(inputs.some((f) => f.includes('platform/node'))).toBe(false);
    expect(inputs.some((f) => f.includes('react'))).toBe(false);
    expect(inputs.some((f) => f.includes('openapi-fetch'))).toBe(true);
  });
  it('the helpers entry pulls in no transport, storage or session', async () => {
    const inputs = await inputsOf("export { timeLabel, isPhone, isPreviousDay } from './src/helpers.ts';");
    for (const part of ['transport/', 'openapi-fetch', 'storage/', 'session/', 'portal.ts']) {
      expect({ part, found: inputs.some((f) => f.includes(part)) }).toEqual({ part, found: false });
    }
  });
  it('what a first screen takes from the helpers (a price, whether a login is stored) creates no portal', async () => {
    const inputs = await inputsOf("export { priceOf, hasStoredLogin, timeLabel } from './src/helpers.ts';");
    expect(inputs.some((f) => f.includes('stored-login'))).toBe(true);
    for (const part of ['transport/', 'openapi-fetch', 'session-store', 'portal.ts', 'download-flow']) {
      expect({ part, found: inputs.some((f) => f.includes(part)) }).toEqual({ part, found: false });
    }
  });
  it('the helpers need no date library (the time label is in first loads of the portal)', async () => {
    const inputs = await inputsOf("export { timeLabel, isPhone, isPreviousDay } from './src/helpers.ts';");
    expect(inputs.some((f) => f.includes('dayjs'))).toBe(false);
  });
});
