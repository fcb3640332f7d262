// packages/sdk/src/generated/portal.ts must be what gen-types.mjs makes from portal.yaml today.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../packages/sdk/scripts/gen-types.mjs', import.meta.url));
const committed = fileURLToPath(new URL('../../packages/sdk/src/generated/portal.ts', import.meta.url));

async function check(out?: string): Promise<{ code: number; output: string }> {
  const args = [script, '--check', ...(out ? ['--out', out] : [])];
  try {
    const { stdout, stderr } = await run(process.execPath, args);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

// Each check spawns Node and openapi-typescript (~1 s of CPU); on a busy machine that passes the 5 s default.
const SPAWN_TIMEOUT_MS = 30_000;

describe('generated SDK types', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it(
    'are up to date with the contract',
    async () => {
      const result = await check();
      expect(result.output).toContain('up to date');
      expect(result.code).toBe(0);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    '--check fails on a stale file',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'portal-gen-'));
      dirs.push(dir);
      const stale = join(dir, 'portal.ts');
      await copyFile(committed, stale);
      await writeFile(stale, `${await readFile(stale, 'utf8')}\n// hand edit\n`);
      const result = await check(stale);
      expect(result.code).toBe(1);
      expect(result.output).toContain('out of date');
    },
    SPAWN_TIMEOUT_MS,
  );

  it('carry the envelope precisely (code 0 success, typed data)', async () => {
    const source = await readFile(committed, 'utf8');
    expect(source).toMatch(/Success: \{[^}]*code: 0;/s);
    expect(source).toContain('TagListAnswer: components["schemas"]["Success"] & {');
    expect(source).toContain("export type SchemaPost = components['schemas']['Post'];");
  });
});

describe('@portal/openapi entry', () => {
  it('exports the absolute path of portal.yaml', async () => {
    const { contractPath } = await import('../index.js');
    expect(contractPath.endsWith('/openapi/portal.yaml')).toBe(true);
    expect((await readFile(contractPath, 'utf8')).startsWith('openapi: 3.1')).toBe(true);
  });
});
