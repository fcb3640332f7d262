/**
 * The READMEs' code is code: every TypeScript / JavaScript block of the SDK and CLI READMEs (and the
 * module script of the SDK README's HTML example) is type-checked strictly against the SDK's source,
 * and the SDK README's Node example runs against the real server.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entrySpecifiers } from '../entry-sources';

const sdk = fileURLToPath(new URL('..', import.meta.url));
const READMES = {
  sdk: join(sdk, 'README.md'),
  cli: join(sdk, '../../apps/cli/README.md'),
};
// Under node_modules: ignored by git, and `types: ['node']` resolves from there.
const work = join(sdk, 'node_modules/.cache/readme-blocks');

interface Block {
  readme: string;
  line: number;
  lang: string;
  code: string;
}

function codeBlocks(readme: string): Block[] {
  const blocks: Block[] = [];
  const lines = readFileSync(readme, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)/.exec(lines[i] ?? '');
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i]?.startsWith('```'); i++) body.push(lines[i] ?? '');
    blocks.push({ readme, line: start + 1, lang: open[1] ?? '', code: body.join('\n') });
  }
  return blocks;
}

const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'javascript', 'mjs']);
// Not code a compiler reads: shell sessions, console output, CI YAML.
const OTHER_LANGS = new Set(['sh', 'bash', 'shell', 'console', 'yaml', 'yml', 'json', 'text', '']);

/** The TypeScript a block stands for: itself, or an HTML block's module scripts. */
function scriptOf(block: Block): string | null {
  if (SCRIPT_LANGS.has(block.lang)) return block.code;
  if (block.lang === 'html') {
    const scripts = [...block.code.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    return scripts.length ? scripts.join('\n') : null;
  }
  return null;
}

/** What the examples call but a host page provides: its router, toasts, analytics, elements. */
const HOST_GLOBALS = `
import type { DownloadGame, Portal } from '${join(sdk, 'src/index.js')}';
declare global {
  const portal: Portal;
  const game: DownloadGame;
  const router: { navigate(to: string): void };
  function gtag(command: 'event', name: string, params: Record<string, unknown>): void;
  function toast(message: string): void;
  function showError(message: string): void;
  function report(message: string, requestId: string | null | undefined): void;
  const banner: HTMLElement;
  const list: HTMLElement;
}
export {};
`;

const src = (file: string) => [join(sdk, 'src', file)];

function typeCheck(blocks: Block[]): string[] {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const files = blocks.map((block, i) => {
    const file = join(work, `block-${i}.ts`);
    writeFileSync(file, `${scriptOf(block)}\nexport {};\n`);
    return file;
  });
  const globals = join(work, 'host-globals.d.ts');
  writeFileSync(globals, HOST_GLOBALS);
  const program = ts.createProgram([...files, globals], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    skipLibCheck: true,
    // Partners import the package's entries; an ESM CDN address stands for the same entries.
    paths: {
      ...Object.fromEntries(
        Object.entries(entrySpecifiers()).map(([specifier, file]) => [specifier, [join(sdk, file)]]),
      ),
      'https://esm.sh/@portal/sdk@*/helpers': src('helpers.ts'),
      'https://esm.sh/@portal/sdk@*': src('index.ts'),
    },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const index = files.indexOf(d.file?.fileName ?? '');
    const block = blocks[index];
    const where = block
      ? `${block.readme.replace(`${join(sdk, '../..')}/`, '')}:${block.line + 1 + (d.file?.getLineAndCharacterOfPosition(d.start ?? 0).line ?? 0)}`
      : (d.file?.fileName ?? '');
    return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe('README code blocks', () => {
  const all = [...codeBlocks(READMES.sdk), ...codeBlocks(READMES.cli)];

  it('every block is either type-checked or a kind with no compiler (shell, console, YAML)', () => {
    const unknown = all.filter((b) => !scriptOf(b) && !OTHER_LANGS.has(b.lang));
    expect(unknown.map((b) => `${b.readme}:${b.line} ${b.lang}`)).toEqual([]);
  });

  it('every TypeScript and JavaScript block compiles under strict TypeScript against the source', () => {
    const checked = all.filter((b) => scriptOf(b));
    // Browser, Node, partner page (HTML module script), errors: a README that lost them fails too.
    expect(checked.length).toBeGreaterThanOrEqual(4);
    expect(typeCheck(checked)).toEqual([]);
    // A whole TypeScript program of the SDK's sources: over two minutes on a loaded two-core machine.
  }, 300_000);
});

describe("the SDK README's Node example", () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-server-' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('runs against the real server: device init succeeds, the session file is written, games are listed', async () => {
    const node = codeBlocks(READMES.sdk).find((b) => b.code.includes("from '@portal/sdk/node'"));
    expect(node, 'a block importing @portal/sdk/node').toBeDefined();
    mkdirSync(work, { recursive: true });
    const session = join(work, 'session.json');
    const listed = join(work, 'listed.json');
    const code = (node?.code ?? '')
      .replaceAll('https://portal.example.com', server.baseUrl)
      .replace(/'\.\/\.portal-session\.json'/, JSON.stringify(session))
      .replace("from '@portal/sdk/node'", `from ${JSON.stringify(join(sdk, 'src/node.ts'))}`)
      .replace("from '@portal/sdk'", `from ${JSON.stringify(join(sdk, 'src/index.ts'))}`);
    // What the example fetched, for the test to read (its variables are the example's own).
    const probe = `\nimport { writeFileSync as __write } from 'node:fs';\n__write(${JSON.stringify(listed)}, JSON.stringify(typeof games === 'undefined' ? null : games));\n`;
    const file = join(work, 'node-example.ts');
    writeFileSync(file, code + probe);
    const logged: unknown[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      logged.push(...args);
    });
    try {
      await import(/* @vite-ignore */ pathToFileURL(file).href);
    } finally {
      spy.mockRestore();
    }
    expect(logged[0]).toMatchObject({ code: 0 });
    expect(existsSync(session)).toBe(true);
    const games = JSON.parse(readFileSync(listed, 'utf8')) as { total: number; records: unknown[] } | null;
    expect(games?.records.length).toBeGreaterThan(0);
  }, 60_000);
});
