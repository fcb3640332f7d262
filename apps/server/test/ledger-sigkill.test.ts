// A server process killed with SIGKILL in the middle of a run of purchases loses no committed entry and
// leaves no half-written one: each purchase is one transaction (purchase row + balance + ledger row).
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
import { dbKinds, PG_URL } from './helpers/index.ts';
import { grant, httpPortal, insertGames, ledgerCheck } from './wallet-fixtures.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const USERS = 4;
const GAMES = 40;
const FIRST_GAME = 12001;

type Server = { child: ChildProcess; base: string };

/** Starts `node src/main.ts` and resolves with its address once it listens. */
function startServer(env: Record<string, string>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
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

async function register(base: string, i: number) {
  const res = await fetch(`${base}/portal/user/registerWithName`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.9.0.${i + 1}` },
    body: new URLSearchParams({
      name: `kill${i}_${randomBytes(3).toString('hex')}`,
      password: 'secret123',
      deviceID: randomBytes(16).toString('hex'),
    }),
  });
  const body = (await res.json()) as { code: number; data: { uid: string; token: string } };
  if (body.code !== 0) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return body.data;
}

describe.each(dbKinds)('SIGKILL during purchases (%s)', (db) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('keeps every acknowledged purchase and no half-written entry', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-sigkill-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_ON_START: '0',
      SCRYPT_LOG_N: '10',
      TRUST_PROXY: '1',
    };
    if (db === 'postgres') {
      const schema = `k_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`DROP SCHEMA ${schema} CASCADE`);
        // The job queue's pg-boss schema beside it (infra/jobs).
        await c.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
        await c.end();
      });
      Object.assign(env, { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema });
    }

    let server = await startServer(env);
    cleanups.push(() => killed(server.child));
    const handle = connect(loadConfig(env));
    cleanups.push(() => handle.destroy());
    await insertGames(handle, { firstId: FIRST_GAME, count: GAMES, price: 10 });
    const users = [];
    for (let i = 0; i < USERS; i += 1) {
      const u = await register(server.base, i);
      await grant(handle, u.uid, 1000);
      users.push(u);
    }

    // Every user buys every game, 8 requests in flight per user; kill -9 once 40 purchases were answered.
    const acknowledged: { uid: string; game: number }[] = [];
    let killedAt = -1;
    const base = server.base;
    const victim = server.child;
    const buyer = async (u: { uid: string; token: string }, lane: number) => {
      for (let g = lane; g < GAMES; g += 8) {
        try {
          const res = await httpPortal(base, `/user/game/download/${FIRST_GAME + g}`, { platformType: 1 }, u);
          if (res.body.code === 0) acknowledged.push({ uid: u.uid, game: FIRST_GAME + g });
        } catch {
          return; // the server is gone
        }
        if (acknowledged.length >= 40 && killedAt < 0) {
          killedAt = acknowledged.length;
          victim.kill('SIGKILL');
        }
      }
    };
    await Promise.all(users.flatMap((u) => Array.from({ length: 8 }, (_, lane) => buyer(u, lane))));
    await killed(victim);
    expect(killedAt).toBeGreaterThan(0);

    server = await startServer(env);
    let total = 0;
    for (const u of users) {
      const check = await ledgerCheck(handle, u.uid);
      expect(check.chainOk).toBe(true);
      expect(check.balance).toBe(check.sum);
      const purchases = await handle.db
        .selectFrom('game_purchases')
        .select('game_id')
        .where('uid', '=', u.uid)
        .execute();
      const debits = await handle.db
        .selectFrom('coin_ledger')
        .select('ref')
        .where('uid', '=', u.uid)
        .where('kind', '=', 'purchase')
        .execute();
      // A purchase row exists exactly when its ledger row does, and the balance paid for exactly those.
      expect(new Set(debits.map((d) => Number(d.ref)))).toEqual(new Set(purchases.map((p) => p.game_id)));
      expect(check.balance).toBe(1000 - 10 * purchases.length);
      const owned = new Set(purchases.map((p) => p.game_id));
      for (const a of acknowledged.filter((x) => x.uid === u.uid)) expect(owned.has(a.game)).toBe(true);
      total += purchases.length;
    }
    expect(total).toBeGreaterThanOrEqual(killedAt);

    // The restarted server carries on from the committed state.
    const u = users[0]!;
    const before = await ledgerCheck(handle, u.uid);
    const owned = new Set(
      (await handle.db.selectFrom('game_purchases').select('game_id').where('uid', '=', u.uid).execute()).map(
        (p) => p.game_id,
      ),
    );
    const next = Array.from({ length: GAMES }, (_, i) => FIRST_GAME + i).find((id) => !owned.has(id));
    if (next !== undefined) {
      const res = await httpPortal(server.base, `/user/game/download/${next}`, { platformType: 1 }, u);
      expect(res.body).toMatchObject({ code: 0, msg: '购买成功' });
      expect((await ledgerCheck(handle, u.uid)).balance).toBe(before.balance - 10);
    }
  }, 120_000);
});
