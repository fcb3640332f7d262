// The lint rule against limits written as numbers in the apps (scripts/lint/no-limit-literals.grit, a biome
// plugin enabled in biome.json): the real apps pass `pnpm lint`, and literals planted in a scratch tree under
// the same paths and the same biome settings fail it, each named by file and line.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const biomeBin = path.join(root, 'node_modules/.bin/biome');
const plugin = './scripts/lint/no-limit-literals.grit';

interface Override {
  includes?: string[];
  plugins?: string[];
}

/** The biome.json override that turns the plugin on: which files it covers. */
async function pluginIncludes(): Promise<string[]> {
  const config = JSON.parse(await readFile(path.join(root, 'biome.json'), 'utf8')) as {
    overrides?: Override[];
  };
  const override = config.overrides?.find((o) => o.plugins?.includes(plugin));
  if (!override?.includes) throw new Error(`biome.json has no override with ${plugin}`);
  return override.includes;
}

/** `file:line` of every plugin diagnostic biome reports for the files linted in `cwd`. */
async function lintHits(cwd: string, files: string[]): Promise<string[]> {
  let output: string;
  try {
    output = (await run(biomeBin, ['lint', '--reporter=github', ...files], { cwd })).stdout;
  } catch (error) {
    const failed = error as { stdout?: string };
    output = failed.stdout ?? '';
  }
  return [...output.matchAll(/^::error title=plugin,file=([^,]+),line=(\d+)/gm)].map(
    (m) => `${path.relative(cwd, path.resolve(cwd, m[1] ?? ''))}:${m[2]}`,
  );
}

let scratch: string;

const PLANTED: Record<string, string> = {
  'apps/web/src/features/planted/components/box.tsx': [
    'export const Box = () => <input maxLength={40} />;',
    'export const rule = { maxLength: 2000 };',
  ].join('\n'),
  'apps/admin/src/features/planted/planted-page.ts': [
    "import { checkRequired } from '../../lib/admin';",
    "export const check = (v: string) => checkRequired('书名', v, 40);",
  ].join('\n'),
  'apps/admin/src/features/planted/from-contract.tsx': [
    "import { checkRequired, FieldRules } from '../../lib/admin';",
    "export const check = (v: string) => checkRequired('书名', v, FieldRules.BookTitle.maxLength);",
    'export const Box = () => <input maxLength={FieldRules.BookTitle.maxLength} />;',
  ].join('\n'),
  'apps/web/src/features/planted/box.test.tsx': 'export const pinned = { maxLength: 2000 };',
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'limit-literals-'));
  await mkdir(path.join(scratch, 'scripts/lint'), { recursive: true });
  await writeFile(path.join(scratch, plugin), await readFile(path.join(root, plugin), 'utf8'));
  const config = {
    vcs: { enabled: false },
    linter: { enabled: true, rules: { recommended: false } },
    overrides: [{ includes: await pluginIncludes(), plugins: [plugin] }],
  };
  await writeFile(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, text] of Object.entries(PLANTED)) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), `${text}\n`);
  }
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('limits written as numbers in the apps', () => {
  it('fail the lint, each by file and line', async () => {
    const hits = await lintHits(scratch, Object.keys(PLANTED));
    expect(hits.sort()).toEqual([
      'apps/admin/src/features/planted/planted-page.ts:2',
      'apps/web/src/features/planted/components/box.tsx:1',
      'apps/web/src/features/planted/components/box.tsx:2',
    ]);
  });

  it('are absent from the real apps', async () => {
    expect(await lintHits(root, ['apps/web/src', 'apps/admin/src'])).toEqual([]);
  });
});
