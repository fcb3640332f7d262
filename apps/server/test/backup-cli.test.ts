// The backup command line as an operator runs it (through pnpm, which passes a `--` on): a restore
// onto a database that already holds a portal is refused with one sentence and exit status 1, never a
// stack trace; a backup names the database it copies.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dbKinds, dropSchema, freshSchema, PG_URL } from './helpers/index.ts';

const cli = fileURLToPath(new URL('../src/ops/backup-cli.ts', import.meta.url));
const temp: string[] = [];
afterAll(async () => {
  for (const dir of temp) await fs.rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-backup-cli-'));
  temp.push(dir);
  return dir;
}

function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA', 'DATA_DIR']) delete clean[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...clean, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += String(d);
    });
    child.stderr.on('data', (d) => {
      err += String(d);
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

async function backupFolder(dialect: 'sqlite' | 'postgres', schema: string | null = null): Promise<string> {
  const dir = await tempDir();
  const manifest = {
    createdAt: new Date().toISOString(),
    dialect,
    database: 'x',
    schema,
    files: false,
  };
  await fs.writeFile(path.join(dir, 'backup.json'), JSON.stringify(manifest));
  return dir;
}

function expectOneSentence(result: { code: number | null; err: string }, words: string): void {
  expect(result.code).toBe(1);
  const lines = result.err.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(words);
  expect(result.err).not.toMatch(/\n\s+at |Error:/);
}

describe('admin:backup / admin:restore command line', () => {
  it('refuses a restore onto an existing portal.db in one sentence, exit 1', async () => {
    const dataDir = await tempDir();
    await fs.writeFile(path.join(dataDir, 'portal.db'), '');
    const from = await backupFolder('sqlite');
    const result = await run(['restore', '--', '--from', from], { DATA_DIR: dataDir });
    expectOneSentence(result, `${path.join(dataDir, 'portal.db')} 已存在`);
  });

  it('refuses a backup of a data folder without a database, naming the one it would copy', async () => {
    const dataDir = path.join(await tempDir(), 'not-the-server-s');
    const result = await run(['backup', '--out', path.join(dataDir, 'out')], { DATA_DIR: dataDir });
    expectOneSentence(result, `没有找到数据库 ${path.join(dataDir, 'portal.db')}`);
  });

  it.runIf(dbKinds.includes('postgres'))(
    'refuses a PostgreSQL restore into a schema that already has tables in one sentence, exit 1',
    async () => {
      // A schema of its own in the test database: a database of its own costs PostgreSQL a checkpoint
      // to drop, which a machine busy with the other suites' writes can stretch past the test's time.
      const schema = await freshSchema();
      try {
        const admin = new pg.Client({ connectionString: PG_URL });
        await admin.connect();
        await admin.query(`CREATE TABLE ${schema}.users (uid text)`);
        await admin.end();
        const from = await backupFolder('postgres', schema);
        const result = await run(['restore', '--from', from], {
          DATABASE_URL: PG_URL,
          DATABASE_SCHEMA: schema,
          DATA_DIR: await tempDir(),
        });
        expectOneSentence(result, `schema ${schema} 里已经有表`);
      } finally {
        await dropSchema(schema);
      }
    },
  );
});
