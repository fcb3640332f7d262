// PostgreSQL ends the connections a server holds (a restart, a failover, an operator's
// pg_terminate_backend): the server process keeps running and answers the next request from new ones.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineInstance, freshDatabase, type Instance } from './helpers/cluster.ts';
import { dbKinds, PG_URL } from './helpers/index.ts';

describe.skipIf(!dbKinds.includes('postgres'))('the database ends the server’s idle connections', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let server: Instance;

  beforeAll(async () => {
    database = await freshDatabase();
    server = await defineInstance('pg-loss', { DATABASE_URL: database.url, SEED_ON_START: '0' });
    await server.start();
  }, 90_000);
  afterAll(async () => {
    await server?.dispose();
    await database?.drop();
  });

  const gameList = async () => {
    const res = await fetch(`${server.base}/portal/web/game/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ appID: '2008', channelID: '0', currentPage: '1', pageSize: '5' }),
    });
    return { status: res.status, body: (await res.json()) as { code: number } };
  };

  it('keeps the process running and answers from new connections', async () => {
    // A few requests at once leave several connections idle in the pool.
    const first = await Promise.all([gameList(), gameList(), gameList()]);
    expect(first.map((r) => r.status)).toEqual([200, 200, 200]);

    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(database.url).pathname.slice(1)],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The ended connections' errors reach the server while their clients sit idle.
    await new Promise((r) => setTimeout(r, 500));

    expect(server.running, server.output.join('')).toBe(true);
    const after = await gameList();
    expect(after.status).toBe(200);
    expect(after.body.code).toBe(0);
    expect(server.output.join('')).toContain('database connection lost while idle');
  });
});
