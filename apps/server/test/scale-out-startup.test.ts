// Several instances starting at once on one database: one migrates (and seeds), the others wait
// for it and find nothing left to do.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { withStartupLock } from '../src/db/migration-lock.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { defineInstance, type Instance } from './helpers/cluster.ts';
import { dbKinds, PG_URL } from './helpers/index.ts';

async function admin(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

describe.skipIf(!dbKinds.includes('postgres'))('startup lock on PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const apps: FastifyInstance[] = [];
  let dataDir = '';
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('three apps built at once on an empty schema all start; the seed runs once', async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-lock-pg-'));
    const config = loadConfig({
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      SCRYPT_LOG_N: '10',
    });
    apps.push(...(await Promise.all([1, 2, 3].map(() => buildApp(config, { logger: false })))));
    const seeded = await Promise.all(
      apps.map((app) => withStartupLock(config, 'seed', () => seedIfEmpty(app))),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const demo = await apps[0]!.db.selectFrom('users').select('uid').where('name', '=', 'demo').execute();
    expect(demo).toHaveLength(1);
  }, 60_000);

  it('an instance waits while another holds the lock, then goes on', async () => {
    const config = loadConfig({ DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema });
    const order: string[] = [];
    let release = () => {};
    const held = withStartupLock(config, 'migrate', async () => {
      order.push('first in');
      await new Promise<void>((r) => {
        release = r;
      });
      order.push('first out');
    });
    await new Promise((r) => setTimeout(r, 100));
    const waiting = withStartupLock(config, 'migrate', async () => {
      order.push('second in');
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(order).toEqual(['first in']);
    release();
    await Promise.all([held, waiting]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });
});

describe('startup lock on SQLite (separate processes, one data folder)', () => {
  const instances: Instance[] = [];
  let dataDir = '';
  afterAll(async () => {
    await Promise.all(instances.map((i) => i.dispose()));
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('three processes started at once on a new database all become ready; migrated and seeded once', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-lock-sqlite-'));
    for (const name of ['s1', 's2', 's3']) {
      // s3 drains for 1.5 s on SIGTERM (see the next test).
      const drain: Record<string, string> = name === 's3' ? { SHUTDOWN_DRAIN_MS: '1500' } : {};
      instances.push(await defineInstance(name, { DATA_DIR: dataDir, ...drain }));
    }
    await Promise.all(instances.map((i) => i.start()));
    const db = new SQLite(path.join(dataDir, 'portal.db'), { readonly: true });
    try {
      const names = db.prepare('select name from kysely_migration').all() as { name: string }[];
      expect(names.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
      const demo = db.prepare("select count(*) as n from users where name = 'demo'").get() as { n: number };
      expect(demo.n).toBe(1);
    } finally {
      db.close();
    }
    // And they serve: the seeded demo account logs in.
    const reg = await fetch(`${instances[0]!.base}/portal/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ appID: '2008', name: 'demo', password: 'portal123' }).toString(),
    });
    expect(((await reg.json()) as { code: number }).code).toBe(0);
  }, 90_000);

  it('with SHUTDOWN_DRAIN_MS, SIGTERM first turns /ready to 503 while requests are still served, then exits 0', async () => {
    const inst = instances[2]!;
    const exited = inst.stop('SIGTERM');
    let ready = 200;
    for (let i = 0; i < 50 && ready === 200; i++) {
      ready = (await fetch(`${inst.base}/ready`)).status;
      if (ready === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(ready).toBe(503);
    const during = await fetch(`${inst.base}/portal/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ appID: '2008', name: 'demo', password: 'portal123' }).toString(),
    });
    expect(((await during.json()) as { code: number }).code).toBe(0);
    expect(await exited).toBe(0);
  }, 30_000);
});
