// A server killed with SIGKILL in the middle of a new chapter's fan-out finishes it after its restart:
// every subscriber ends with exactly one inbox row for the chapter (the job queue keeps the unfinished
// jobs; the unique (uid, event_key) makes a batch run twice add nothing).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/connect.ts';
import { createOperator } from '../src/modules/admin/index.ts';
import { dbKinds, PG_URL } from './helpers/index.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const SUBSCRIBERS = 20_000;

type Server = { child: ChildProcess; base: string };

function startServer(env: Record<string, string>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        out = '';
        resolve({ child, base: m[1]! });
      }
      if (out.length > 100_000) out = out.slice(-10_000);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited early (${code}):\n${out}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function admin<T>(base: string, token: string | null, url: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; data: T };
  if (answer.code !== 0) throw new Error(`${url}: ${JSON.stringify(answer)}`);
  return answer.data;
}

describe.each(dbKinds)('SIGKILL during a fan-out (%s)', (db) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('delivers exactly one row to every subscriber after a restart', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-fanout-kill-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_ON_START: '0',
      SCRYPT_LOG_N: '10',
      // pg-boss takes back a dead worker's job after this long (the default is a minute).
      JOBS_EXPIRE_SECONDS: '8',
      JOBS_SUPERVISE_SECONDS: '1',
    };
    if (db === 'postgres') {
      const schema = `k_${randomBytes(6).toString('hex')}`;
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`CREATE SCHEMA ${schema}`);
      await c.end();
      cleanups.push(async () => {
        const d = new pg.Client({ connectionString: PG_URL });
        await d.connect();
        await d.query(`DROP SCHEMA ${schema} CASCADE`);
        await d.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
        await d.end();
      });
      Object.assign(env, { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema });
    }

    let server = await startServer(env);
    cleanups.push(() => killed(server.child));
    const config = loadConfig(env);
    const handle = connect(config);
    cleanups.push(() => handle.destroy());
    await createOperator(handle.db, config, { name: 'killer', password: 'secret1234', role: 'admin' });
    const { token } = await admin<{ token: string }>(server.base, null, '/v1/admin/login', {
      name: 'killer',
      password: 'secret1234',
    });
    const book = await admin<{ id: number }>(server.base, token, '/v1/admin/books', {
      title: '断电漫画',
      author: '作者',
      cover: '/files/b.png',
      intro: '简介',
      status: 'ongoing',
      tags: [],
    });
    const now = new Date().toISOString();
    const uids = Array.from({ length: SUBSCRIBERS }, (_, i) => `s${String(i).padStart(7, '0')}`);
    for (let i = 0; i < uids.length; i += 1000) {
      await handle.db
        .insertInto('book_subscriptions')
        .values(uids.slice(i, i + 1000).map((uid) => ({ uid, book_id: book.id, created_at: now })))
        .execute();
    }

    const chapter = await admin<{ id: number }>(server.base, token, `/v1/admin/books/${book.id}/chapters`, {
      title: '第1话',
    });
    const key = `chapter:${chapter.id}`;
    const delivered = async () =>
      Number(
        (
          await handle.db
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('event_key', '=', key)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Kill -9 once the fan-out is under way and not done.
    let atKill = 0;
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      atKill = await delivered();
      if (atKill > 0) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    await killed(server.child);
    atKill = await delivered();
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(SUBSCRIBERS);

    server = await startServer(env);
    const done = Date.now() + 90_000;
    let total = atKill;
    while (Date.now() < done && total < SUBSCRIBERS) {
      await new Promise((r) => setTimeout(r, 200));
      total = await delivered();
    }
    expect(total).toBe(SUBSCRIBERS);
    // Exactly one each: no uid has two rows of the event.
    const twice = await handle.db
      .selectFrom('messages')
      .select('uid')
      .where('event_key', '=', key)
      .groupBy('uid')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(twice).toEqual([]);
  }, 400_000);
});
