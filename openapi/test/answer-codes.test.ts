// Answer codes are named constants generated from the contract (scripts/gen-codes.mjs writes
// generated/codes.js, the server's `@portal/openapi/codes`; the SDK's gen-types.mjs writes its own copy),
// and no source of the server, the web app, the CLI or the SDK writes one as a bare number.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { BusinessCode, ErrorCode, SUCCESS_CODE } from '../generated/codes.js';
import { doc } from './contract.ts';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../scripts/gen-codes.mjs', import.meta.url));
const repo = fileURLToPath(new URL('../..', import.meta.url));

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

/** The sources that must name their codes; generated files and tests (which pin the wire values) aside. */
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'apps/cli/src', 'packages/sdk/src'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;
const SKIPPED = /(^|\/)(generated|node_modules)\/|\.test\.tsx?$/;

/** Each way a code was written as a number before the constants: a name for the report, the pattern. */
const LITERAL_CODES: [string, RegExp][] = [
  ['AppError(<number>', /\bAppError\(\s*\d/g],
  ['business(..., <number>)', /\bbusiness\([^()]*,\s*\d+\s*\)/g],
  ['code === <number>', /\bcode\s*[!=]==?\s*\d/g],
  ['<number> === code', /\b\d+\s*[!=]==?\s*[\w.?]*\bcode\b/g],
  ['code: <number>', /\bcode\??:\s*\d/g],
  ['status(<number>).send({ code', /\.status\(\s*\d+\s*\)\s*\.send\(\s*\{\s*code\b/g],
];

/** Comments may quote a code ("answers 1008"); only code counts. Keeps offsets, so line numbers hold. */
const withoutComments = (text: string) =>
  text.replace(
    /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm,
    (match, before = '') => before + match.slice(before.length).replace(/[^\n]/g, ' '),
  );

async function findLiteralCodes(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const sourceRoot of SOURCE_ROOTS) {
    const dir = join(root, sourceRoot);
    const files = await readdir(dir, { recursive: true }).catch(() => []);
    for (const file of files.map(String).sort()) {
      const path = relative(root, join(dir, file));
      if (!SOURCE_FILE.test(path) || SKIPPED.test(path)) continue;
      const text = withoutComments(await readFile(join(dir, file), 'utf8'));
      for (const [name, pattern] of LITERAL_CODES) {
        for (const match of text.matchAll(pattern)) {
          const line = text.slice(0, match.index).split('\n').length;
          found.push(`${path}:${line} ${name}: ${match[0].replace(/\s+/g, ' ')}`);
        }
      }
    }
  }
  return found.sort();
}

// Each check spawns Node; on a busy machine that may pass the 5 s default.
const SPAWN_TIMEOUT_MS = 30_000;

describe('generated answer codes', () => {
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
      const dir = await mkdtemp(join(tmpdir(), 'portal-codes-'));
      dirs.push(dir);
      await writeFile(join(dir, 'codes.js'), 'export const SUCCESS_CODE = 0;\n');
      const result = await check(dir);
      expect(result.code).toBe(1);
      expect(result.output).toContain('out of date');
    },
    SPAWN_TIMEOUT_MS,
  );

  it('carry every value the contract enumerates, by its x-enum-varnames', () => {
    const schemas = doc.components as { schemas: Record<string, { enum?: number[] }> };
    const errorCode = (schemas.schemas.ErrorAnswer as { properties: { code: { enum: number[] } } }).properties
      .code;
    expect(Object.values(BusinessCode)).toEqual(schemas.schemas.BusinessCode?.enum);
    expect(Object.values(ErrorCode)).toEqual(errorCode.enum);
    expect(BusinessCode.InsufficientBalance).toBe(1001);
    expect(ErrorCode.TooManyRequests).toBe(429);
    expect(SUCCESS_CODE).toBe(0);
  });
});

describe('numeric literal codes', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('appear nowhere in the server, web, CLI or SDK sources', async () => {
    expect(await findLiteralCodes(repo)).toEqual([]);
  });

  it('are found when one comes back (and not in comments, tests or generated files)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portal-literal-codes-'));
    dirs.push(root);
    const at = (path: string) => join(root, path);
    await mkdir(at('apps/server/src/modules/gifts'), { recursive: true });
    await mkdir(at('packages/sdk/src/generated'), { recursive: true });
    await mkdir(at('apps/web/src/lib'), { recursive: true });
    await writeFile(
      at('apps/server/src/modules/gifts/service.ts'),
      [
        '// a repeat claim answers 1005: if (code === 1005)',
        "if (!taken) throw new AppError(1005, '已领取过该礼包');",
        "throw Errors.business('订单已过期', 1001);",
        "reply.status(400).send({ code: 400, msg: '参数错误', data: null });",
        'if (answer.code !== 0) log();',
        'const url = "https://example.com"; // code: 1',
      ].join('\n'),
    );
    await writeFile(at('packages/sdk/src/generated/codes.ts'), 'export const A = { code: 1001 };\n');
    await writeFile(at('apps/web/src/lib/api.test.ts'), "expect(body).toEqual({ code: 0, msg: 'ok' });\n");
    await writeFile(at('apps/web/src/lib/balance.ts'), 'if (1001 === error.code) openRecharge();\n');
    expect(await findLiteralCodes(root)).toEqual([
      'apps/server/src/modules/gifts/service.ts:2 AppError(<number>: AppError(1',
      "apps/server/src/modules/gifts/service.ts:3 business(..., <number>): business('订单已过期', 1001)",
      'apps/server/src/modules/gifts/service.ts:4 code: <number>: code: 4',
      'apps/server/src/modules/gifts/service.ts:4 status(<number>).send({ code: .status(400).send({ code',
      'apps/server/src/modules/gifts/service.ts:5 code === <number>: code !== 0',
      'apps/web/src/lib/balance.ts:1 <number> === code: 1001 === error.code',
    ]);
  });
});
