// Every shell block of the READMEs and docs/ works as written: each document's blocks run in order in a
// sandbox of their own (a free port, a fresh data folder, fresh PostgreSQL databases for the
// PostgreSQL restore), with the documents' example paths and addresses replaced by the sandbox's
// (src/doc-runner.ts). A block that cannot run here says why in a `<!-- not-run: reason -->` line before
// it, and its commands must still name packages, scripts and files that exist (src/doc-commands.ts).

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documentationFiles, type ShellBlock, shellBlocks, staticProblems } from '../src/doc-commands.ts';
import { runBlock, type Sandbox } from '../src/doc-runner.ts';
import { repoRoot } from '../src/paths.ts';
import { ADMIN_URL, createDatabase, dropDatabase, postgresAvailable } from '../src/postgres.ts';
import { freePort } from '../src/server.ts';

const files = documentationFiles();
const parsed = files.map((file) => ({ file, ...shellBlocks(file) }));
const runnable = parsed.filter((f) => f.blocks.some((b) => b.notRun === null));
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const ADMIN_PASSWORD = 'docs-admin-pass1';

function seed(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/server/src/seed/index.ts'], {
      cwd: repoRoot,
      env: { ...(process.env as Record<string, string>), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += String(d);
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed failed: ${err}`))));
  });
}

/** A port, a data folder and the document's example values mapped onto them (PostgreSQL when used). */
async function sandboxFor(blocks: ShellBlock[]): Promise<Sandbox> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-docs-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
    SCRYPT_LOG_N: '10',
    ADMIN_PASSWORD,
    PORTAL_BASE_URL: base,
    PORTAL_STATE_DIR: path.join(dir, 'cli-state'),
  };
  const substitutions: [string, string][] = [
    // A backup taken now and the dated one restored later stand for the same folder.
    ['/backups/portal-$(date +%F-%H%M)', path.join(dir, 'backups/portal-2026-11-26-0300')],
    ['/backups/', `${dir}/backups/`],
    ['/srv/', `${dir}/srv/`],
    ['/tmp/portal-b', path.join(dir, 'portal-b')],
    ['PORT=8100', `PORT=${port}`],
    ["--password '...'", `--password '${ADMIN_PASSWORD}'`],
    ['http://127.0.0.1:8000', base],
  ];
  if (blocks.some((b) => b.text.includes('postgres://portal@db:5432/'))) {
    if (!(await postgresAvailable())) throw new Error('PostgreSQL is not reachable at 127.0.0.1:5432');
    const source = await createDatabase();
    cleanups.push(() => dropDatabase(source.name));
    await seed({ ...env, DATABASE_URL: source.url, DATA_DIR: path.join(dir, 'pg-data') });
    const restored = `portal_quality_docs_${randomBytes(4).toString('hex')}`;
    cleanups.push(() => dropDatabase(restored));
    const restoredUrl = new URL(ADMIN_URL);
    restoredUrl.pathname = `/${restored}`;
    substitutions.push(
      ['postgres://portal@db:5432/portal_restored', restoredUrl.toString()],
      ['postgres://portal@db:5432/portal', source.url],
      ['createdb portal_restored', `createdb -h ${restoredUrl.hostname} -U postgres ${restored}`],
    );
  }
  return { port, env, substitutions };
}

describe('documented commands, run as written', () => {
  it('every shell block runs here or is marked not-run with a reason; those name what exists', () => {
    const problems = parsed.flatMap((f) => [
      ...f.problems,
      ...f.blocks.filter((b) => b.notRun !== null).flatMap(staticProblems),
    ]);
    expect(problems).toEqual([]);
    // The documents this check is about are found at all.
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/deploy/README.md', 'apps/server/README.md']),
    );
  });

  it('the check of a not-run block finds a script and a file that are not there', () => {
    const block = { file: 'README.md', line: 1, notRun: 'example' };
    const text =
      'pnpm --filter @portal/server admin:nothing\nbash scripts/nothing.sh\npnpm --filter @portal/server start';
    expect(staticProblems({ ...block, text })).toHaveLength(2);
  });

  for (const { file, blocks } of runnable) {
    it(`${file}: its blocks run in order`, async () => {
      const sandbox = await sandboxFor(blocks);
      for (const block of blocks.filter((b) => b.notRun === null)) {
        const run = await runBlock(block, sandbox);
        // What the block said of itself (servers ready, accounts made, backups taken) goes with the log.
        const said = run.output.split('\n').filter((l) => /^docs: |^已|^备份|^在恢复/.test(l));
        console.log(`${file}:${block.line}: exit ${run.code} in ${run.seconds} s\n  ${said.join('\n  ')}`);
        expect(
          run.code,
          `${file}:${block.line} failed (exit ${run.code}):\n${block.text}\n--- output ---\n${run.output.slice(-4000)}`,
        ).toBe(0);
        // Each server the block started answered /ready with the three keys docs/deploy describes.
        for (const line of said.filter((l) => l.startsWith('docs: ready: ')))
          expect(Object.keys(JSON.parse(line.slice('docs: ready: '.length)).data).sort()).toEqual([
            'cache',
            'db',
            'files',
          ]);
      }
    }, 900_000);
  }
});
