// The boundary lint itself: the real tree passes, and each kind of violation planted in a scratch tree
// (the same config, the same folder names) fails it under its rule; the server's modules get a tree of
// their own, cruised before and after the plants. Browser globals in the SDK are biome's
// part (biome.json): a planted file is linted by path through stdin, so nothing is written in the tree.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const depcruiseBin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const biomeBin = path.join(root, 'node_modules/.bin/biome');
const CRUISED = ['apps', 'packages', 'quality', 'examples', 'openapi'];

/**
 * Runs dependency-cruiser as the CI step does (`pnpm boundaries`) in `cwd`, on `folders` (each must exist):
 * its exit code and "rule: from → to" lines.
 */
async function cruise(cwd: string, folders = CRUISED): Promise<{ exitCode: number; violations: string[] }> {
  let exitCode = 0;
  let output: string;
  try {
    output = (
      await run(process.execPath, [depcruiseBin, '--config', '.dependency-cruiser.cjs', ...folders], { cwd })
    ).stdout;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    if (typeof failed.code !== 'number') throw error;
    exitCode = failed.code;
    output = failed.stdout ?? '';
  }
  // "  error web-feature-to-other-feature: apps/web/src/features/a/x.ts → apps/web/src/features/b/y.ts"
  const violations = [...output.matchAll(/^\s*error (\S+): (\S+) → (\S+)$/gm)].map(
    ([, rule, from, to]) => `${rule}: ${from} → ${to}`,
  );
  return { exitCode, violations };
}

/** biome lint, as the lint step runs it, on `files` of the scratch tree: the rule and file of each finding. */
async function biomeLint(cwd: string, files: string[]): Promise<{ exitCode: number; findings: string[] }> {
  let exitCode = 0;
  let output: string;
  try {
    output = (await run(biomeBin, ['lint', '--colors=off', ...files], { cwd })).stdout;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    exitCode = failed.code;
    output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
  // "packages/sdk/src/session/planted-global.ts:1:28 lint/style/noRestrictedGlobals ━━━"
  const findings = [...output.matchAll(/^(\S+):\d+:\d+ (lint\/\S+)/gm)].map(
    ([, file, rule]) => `${rule}: ${file}`,
  );
  return { exitCode, findings };
}

/** A scratch tree with the real lint config (dependency-cruiser, biome, the tsconfigs it reads). */
async function scratchTree(): Promise<string> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'portal-boundaries-'));
  const config = [
    '.dependency-cruiser.cjs',
    'tsconfig.boundaries.json',
    'tsconfig.base.json',
    'biome.json',
    // biome.json loads this plugin: without it the lint stops before any rule.
    'scripts/lint/no-limit-literals.grit',
    '.gitignore',
  ];
  await mkdir(path.join(scratch, 'scripts/lint'), { recursive: true });
  for (const file of config) {
    await copyFile(path.join(root, file), path.join(scratch, file));
  }
  return scratch;
}

/** Writes `files` (path in the tree → source) into the scratch tree. */
async function plant(scratch: string, files: Record<string, string>): Promise<void> {
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), source);
  }
}

describe('boundary lint', () => {
  let scratch: string;

  beforeAll(async () => {
    scratch = await scratchTree();
    const files: Record<string, string> = {
      'packages/sdk/src/index.ts': 'export const priceOf = (p: number) => p;\nexport type Money = number;\n',
      'packages/sdk/src/helpers.ts': 'export const isPhone = (p: string) => p.length === 11;\n',
      // Allowed: a helper from the helpers entry. Planted: a value of the main entry in the helpers module.
      'apps/web/src/lib/portal-helpers.ts': [
        "import { isPhone } from '@portal/sdk/helpers';",
        "import { priceOf } from '@portal/sdk';",
        "export const check = isPhone('1') ? priceOf(1) : 0;",
        '',
      ].join('\n'),
      'apps/web/src/lib/portal.ts': "export { priceOf } from '@portal/sdk';\n",
      'apps/web/src/ui/card.ts': 'export const card = 1;\n',
      'examples/node-script/report.ts':
        "import { priceOf } from '@portal/sdk';\nexport const r = priceOf(3);\n",
      'openapi/index.ts': 'export const contract = {};\n',
      'apps/web/src/features/square/post.ts': 'export const post = 1;\n',
      // Allowed: own feature, shared UI, the portal module, SDK types.
      'apps/web/src/features/games/row.ts': [
        "import type { Money } from '@portal/sdk';",
        "import { priceOf } from '../../lib/portal';",
        "import { card } from '../../ui/card';",
        "import { hero } from './hero';",
        'export const row: Money = priceOf(card + hero);',
        '',
      ].join('\n'),
      'apps/web/src/features/games/hero.ts': 'export const hero = 2;\n',
      // Planted: another feature's file, an SDK value outside lib/portal.ts.
      'apps/web/src/features/games/planted-cross-feature.ts':
        "import { post } from '../square/post';\nexport const x = post;\n",
      'apps/web/src/features/games/planted-sdk-value.ts':
        "import { priceOf } from '@portal/sdk';\nexport const y = priceOf(1);\n",
      'apps/web/src/ui/planted-feature.ts':
        "import { post } from '../features/square/post';\nexport const z = post;\n",
      'apps/server/src/planted-web.ts':
        "import { card } from '../../web/src/ui/card';\nexport const w = card;\n",
      'packages/sdk/src/admin/index.ts': 'export const createAdminClient = () => ({});\n',
      // Allowed: the console's own module takes the admin entry.
      'apps/admin/src/lib/admin.ts':
        "import { createAdminClient } from '@portal/sdk/admin';\nexport const admin = createAdminClient();\n",
      // Planted: the console importing web source or the SDK outside its module; the web app taking the admin entry.
      'apps/admin/src/planted-web.ts':
        "import { card } from '../../web/src/ui/card';\nexport const a = card;\n",
      'apps/admin/src/features/planted-sdk.ts':
        "import { createAdminClient } from '@portal/sdk/admin';\nexport const b = createAdminClient();\n",
      'apps/web/src/lib/planted-admin.ts':
        "import { createAdminClient } from '@portal/sdk/admin';\nexport const c = createAdminClient();\n",
      'packages/sdk/src/planted-app.ts':
        "import { card } from '../../../apps/web/src/ui/card';\nexport const v = card;\n",
      'quality/test/planted-relative.ts':
        "import { w } from '../../apps/server/src/planted-web';\nexport const u = w;\n",
      // Planted: the UI kit reaching into an app or the SDK.
      'packages/ui/src/planted-sdk.ts':
        "import { priceOf } from '@portal/sdk';\nexport const e = priceOf(1);\n",
      'packages/ui/src/planted-app.ts':
        "import { card } from '../../../apps/web/src/ui/card';\nexport const f = card;\n",
      // Planted: browser globals in the SDK, outside and inside its adapters.
      ...Object.fromEntries(
        ['session', 'storage', 'platform'].map((folder) => [
          `packages/sdk/src/${folder}/planted-global.ts`,
          "export const token = () => localStorage.getItem('token') ?? window.name;\n",
        ]),
      ),
    };
    await plant(scratch, files);
  });

  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  // dependency-cruiser reads the whole tree: seconds on a busy machine.
  it('passes on the real tree', { timeout: 60_000 }, async () => {
    const { exitCode, violations } = await cruise(root);
    expect(violations).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it('fails on each planted violation, under its rule, and on nothing else', {
    timeout: 60_000,
  }, async () => {
    const { exitCode, violations } = await cruise(scratch);
    expect(exitCode).not.toBe(0);
    expect(violations.sort()).toEqual(
      [
        'web-feature-to-other-feature: apps/web/src/features/games/planted-cross-feature.ts → apps/web/src/features/square/post.ts',
        'web-sdk-values-outside-portal-module: apps/web/src/features/games/planted-sdk-value.ts → packages/sdk/src/index.ts',
        'web-portal-helpers-beyond-helpers: apps/web/src/lib/portal-helpers.ts → packages/sdk/src/index.ts',
        'web-shared-to-feature: apps/web/src/ui/planted-feature.ts → apps/web/src/features/square/post.ts',
        'server-to-web-source: apps/server/src/planted-web.ts → apps/web/src/ui/card.ts',
        'sdk-to-apps: packages/sdk/src/planted-app.ts → apps/web/src/ui/card.ts',
        'admin-to-web-source: apps/admin/src/planted-web.ts → apps/web/src/ui/card.ts',
        'relative-import-of-other-package-source: apps/admin/src/planted-web.ts → apps/web/src/ui/card.ts',
        'admin-sdk-values-outside-admin-module: apps/admin/src/features/planted-sdk.ts → packages/sdk/src/admin/index.ts',
        'web-to-admin-entry: apps/web/src/lib/planted-admin.ts → packages/sdk/src/admin/index.ts',
        'web-sdk-values-outside-portal-module: apps/web/src/lib/planted-admin.ts → packages/sdk/src/admin/index.ts',
        'relative-import-of-other-package-source: quality/test/planted-relative.ts → apps/server/src/planted-web.ts',
        // Relative paths into another package's src as well:
        'relative-import-of-other-package-source: apps/server/src/planted-web.ts → apps/web/src/ui/card.ts',
        'relative-import-of-other-package-source: packages/sdk/src/planted-app.ts → apps/web/src/ui/card.ts',
        'ui-to-apps-or-sdk: packages/ui/src/planted-sdk.ts → packages/sdk/src/index.ts',
        'ui-to-apps-or-sdk: packages/ui/src/planted-app.ts → apps/web/src/ui/card.ts',
        'relative-import-of-other-package-source: packages/ui/src/planted-app.ts → apps/web/src/ui/card.ts',
      ].sort(),
    );
  });

  it('fails on a browser global in the SDK outside its platform and storage adapters', {
    timeout: 60_000,
  }, async () => {
    const { exitCode, findings } = await biomeLint(
      scratch,
      ['session', 'storage', 'platform'].map((folder) => `packages/sdk/src/${folder}/planted-global.ts`),
    );
    expect(exitCode).not.toBe(0);
    expect(findings).toEqual([
      'lint/style/noRestrictedGlobals: packages/sdk/src/session/planted-global.ts',
      'lint/style/noRestrictedGlobals: packages/sdk/src/session/planted-global.ts',
    ]);
  });
});

describe('server modules and their front doors', () => {
  let scratch: string;

  // Two modules as the server lays them out: square offers bumpSquare through its front door (index.ts),
  // reports uses it from there; app.ts mounts the AppModules (module.ts); a test opens square's internals.
  const allowed: Record<string, string> = {
    'apps/server/src/modules/square/posts-repo.ts': 'export const bumpSquare = () => 1;\n',
    'apps/server/src/modules/square/index.ts': "export { bumpSquare } from './posts-repo.ts';\n",
    'apps/server/src/modules/square/module.ts': "export const squareModule = { name: 'square' };\n",
    'apps/server/src/modules/reports/blocks.ts': 'export const blocked = 0;\n',
    'apps/server/src/modules/reports/queue.ts': [
      "import { bumpSquare } from '../square/index.ts';",
      "import { blocked } from './blocks.ts';",
      'export const resolve = () => bumpSquare() + blocked;',
      '',
    ].join('\n'),
    'apps/server/src/modules/reports/module.ts': "export const reportsModule = { name: 'reports' };\n",
    'apps/server/src/app.ts': [
      "import { bumpSquare } from './modules/square/index.ts';",
      "import { reportsModule } from './modules/reports/module.ts';",
      "import { squareModule } from './modules/square/module.ts';",
      'export const modules = [squareModule, reportsModule, bumpSquare];',
      '',
    ].join('\n'),
    'apps/server/src/seed/index.ts':
      "import { bumpSquare } from '../modules/square/index.ts';\nexport const s = bumpSquare;\n",
    'apps/server/test/square.test.ts':
      "import { bumpSquare } from '../src/modules/square/posts-repo.ts';\nexport const t = bumpSquare;\n",
  };

  beforeAll(async () => {
    scratch = await scratchTree();
    await plant(scratch, allowed);
  });

  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('passes a module using another one through its front door', { timeout: 60_000 }, async () => {
    const { exitCode, violations } = await cruise(scratch, ['apps']);
    expect(violations).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it('fails on a reach past a front door, naming the rule, and on nothing else', {
    timeout: 60_000,
  }, async () => {
    const internals = "import { bumpSquare } from '../square/posts-repo.ts';\nexport const x = bumpSquare;\n";
    await plant(scratch, {
      // Another module's file, and another module's AppModule: both past square's front door.
      'apps/server/src/modules/reports/planted-cross-module.ts': internals,
      'apps/server/src/modules/reports/planted-module-object.ts':
        "import { squareModule } from '../square/module.ts';\nexport const y = squareModule;\n",
      // The layers below the modules know none, front door or not.
      'apps/server/src/http/planted-module.ts':
        "import { bumpSquare } from '../modules/square/index.ts';\nexport const z = bumpSquare;\n",
      'apps/server/src/seed/planted-internals.ts':
        "import { bumpSquare } from '../modules/square/posts-repo.ts';\nexport const w = bumpSquare;\n",
      'apps/server/src/config.ts':
        "import { bumpSquare } from './modules/square/posts-repo.ts';\nexport const c = bumpSquare;\n",
      // A helper every test shares takes front doors only.
      'apps/server/test/helpers/planted-internals.ts':
        "import { bumpSquare } from '../../src/modules/square/posts-repo.ts';\nexport const h = bumpSquare;\n",
    });
    const { exitCode, violations } = await cruise(scratch, ['apps']);
    expect(exitCode).not.toBe(0);
    expect(violations.sort()).toEqual(
      [
        'server-module-front-door: apps/server/src/modules/reports/planted-cross-module.ts → apps/server/src/modules/square/posts-repo.ts',
        'server-module-front-door: apps/server/src/modules/reports/planted-module-object.ts → apps/server/src/modules/square/module.ts',
        'server-layer-below-modules-to-module: apps/server/src/http/planted-module.ts → apps/server/src/modules/square/index.ts',
        'server-seed-beyond-front-doors: apps/server/src/seed/planted-internals.ts → apps/server/src/modules/square/posts-repo.ts',
        'server-composition-beyond-front-doors: apps/server/src/config.ts → apps/server/src/modules/square/posts-repo.ts',
        'server-test-helpers-front-door: apps/server/test/helpers/planted-internals.ts → apps/server/src/modules/square/posts-repo.ts',
      ].sort(),
    );
  });
});
