// The growth table: how the hot paths' cost moves with the data. One database per kind (SQLite, then
// PostgreSQL) grows through GROWTH_SIZES posts (10,000, 100,000, 1,000,000) by the fast seed
// (growth-seed.ts: comments, likes, X钻 ledger rows, and 100,000 users for 1,000,000 posts); at each size
// the server starts on it and autocannon measures each route at GROWTH_CONNECTIONS (100) connections for
// GROWTH_SECONDS (5) after a 2 s warm-up, every request sent with `accept-encoding: br, gzip` as a
// browser does. Ratios are to the hello route of the same server, measured first and last.
// Part of `pnpm bench` only (about 15 minutes on two busy cores), never of the tests.
//   node quality/bench/growth.ts        GROWTH_SIZES=10000,100000 GROWTH_DBS=sqlite to cut it short
import { rm } from 'node:fs/promises';
import os from 'node:os';
import autocannon from 'autocannon';
import { dropBodies } from '../src/bench-client.ts';
import { type LoadRoute, prepareShop, purchaseRoute } from '../src/load.ts';
import { createAdmin, operatorToken } from '../src/operator.ts';
import { dropDatabase, postgresAvailable } from '../src/postgres.ts';
import { type DbKind, type RunningServer, startServer } from '../src/server.ts';
import { writeGrowthSection } from './growth-report.ts';
import { COMMENTS_EACH, type GrowthDb, postgresGrowth, sqliteGrowth } from './growth-seed.ts';
import { saveResult } from './results.ts';

const SIZES = (process.env.GROWTH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.GROWTH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.GROWTH_CONNECTIONS ?? 100);
const USERS = Math.max(...SIZES) / 10;
const ENCODING = 'br, gzip';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
/** The operators' console's routes: measured last, after the player routes' baseline. */
const CONSOLE_PATHS = '/api/v1/admin/';

export interface GrowthFigure {
  name: string;
  rps: number;
  p99: number;
  ratio: number;
  bad: number;
}
export interface GrowthStep {
  posts: number;
  /** Seconds the seed took to grow the database to this size (from the size before). */
  seedSeconds: number;
  bytes: number;
  hello: number;
  figures: GrowthFigure[];
}
export interface GrowthResult {
  seconds: number;
  connections: number;
  encoding: string;
  users: number;
  loadavg: string;
  cpus: number;
  at: string;
  steps: Record<string, GrowthStep[]>;
}

async function measure(base: string, route: LoadRoute) {
  const headers = { 'accept-encoding': ENCODING, ...route.headers };
  const opts = {
    // The bodies are not read: decoding them would measure the client (src/bench-client.ts).
    setupClient: dropBodies,
    url: `${base}${route.path}`,
    connections: CONNECTIONS,
    method: route.method ?? 'GET',
    headers,
    body: route.body,
    ...(route.setup
      ? {
          requests: [
            {
              method: route.method ?? 'GET',
              setupRequest: (req: { headers?: Record<string, string>; path?: string; body?: string }) => {
                const s = route.setup!();
                return { ...req, ...s, headers: { ...headers, ...s.headers } };
              },
            },
          ],
        }
      : {}),
  };
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: SECONDS });
  return {
    name: route.name,
    rps: r.requests.average,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

/** The newest feed's cursor after the post at `offset` (the server's opaque format, made here to jump deep). */
const cursorAt = (key: { created_at: string; id: number }) =>
  Buffer.from(JSON.stringify(['posts:2', key.created_at, key.id])).toString('base64url');

async function routesFor(
  server: RunningServer,
  grown: GrowthDb,
  posts: number,
  admin: string,
): Promise<LoadRoute[]> {
  const base = server.base;
  const shop = await prepareShop(base, 200);
  const token = await operatorToken(server, admin);
  const deep = await grown.newestKeyAt(Math.floor(posts / 2));
  const commented = await grown.commentedPost();
  return [
    { name: 'hello (baseline)', path: '/api/v1/bench/hello' },
    { name: 'feed, page 1 (newest)', path: '/api/v1/square/post/list?currentPage=1&pageSize=20&sort=2' },
    {
      name: 'feed, deep page by cursor (half-way), guest',
      path: `/api/v1/square/post/list?currentPage=2&pageSize=20&sort=2&cursor=${cursorAt(deep)}`,
    },
    {
      // Signed in: no shared answer, so each request reads the page after the cursor from the index.
      name: 'feed, same deep page, signed in (uncached)',
      path: `/api/v1/square/post/list?currentPage=2&pageSize=20&sort=2&cursor=${cursorAt(deep)}`,
      headers: { 'ug-uid': shop.users[0]!.uid, 'ug-token': shop.users[0]!.token },
    },
    {
      name: 'feed, page 1,001 by number',
      path: '/api/v1/square/post/list?currentPage=1001&pageSize=20&sort=2',
    },
    {
      name: `post's comments, page 1 (${COMMENTS_EACH})`,
      path: `/api/v1/square/post/${commented}/comment/list?currentPage=1&pageSize=20&sort=2`,
    },
    {
      name: 'home screen',
      path: '/portal/web/home',
      method: 'POST',
      headers: form,
      body: 'appID=2008&channelID=0',
    },
    purchaseRoute(shop),
    {
      name: "console's posts table, page 1",
      path: '/api/v1/admin/posts?currentPage=1&pageSize=20',
      headers: { authorization: `Bearer ${token}` },
    },
  ];
}

async function growOn(db: DbKind): Promise<GrowthStep[]> {
  // The first start migrates and seeds the demo content; the server is stopped while the seed grows.
  let server: RunningServer | undefined = await startServer({ db, env: { PORTAL_BENCH: '1' } });
  const { dataDir, databaseUrl } = server;
  await server.stop();
  const grown = databaseUrl ? await postgresGrowth(databaseUrl) : sqliteGrowth(dataDir);
  const steps: GrowthStep[] = [];
  let admin = '';
  try {
    let from = 0;
    for (const posts of SIZES) {
      const t0 = performance.now();
      await grown.grow(from, posts, from === 0 ? USERS : 0, USERS);
      const seedSeconds = (performance.now() - t0) / 1000;
      from = posts;
      const bytes = await grown.bytes();
      console.log(
        `growth (${db}): ${posts} posts, seeded in ${seedSeconds.toFixed(1)} s, ${(bytes / 2 ** 20).toFixed(0)} MiB`,
      );
      server = await startServer({
        db,
        dataDir,
        ...(databaseUrl ? { databaseUrl } : {}),
        env: { PORTAL_BENCH: '1', SEED_ON_START: '0' },
      });
      if (!admin) admin = await createAdmin(server, 'growthadmin');
      const routes = await routesFor(server, grown, posts, admin);
      const raw = [];
      let again: Awaited<ReturnType<typeof measure>> | undefined;
      for (const route of routes) {
        // The hello route again before the console's table: that route's statements may outlive its
        // run on a large database, and would weigh on the baseline measured after them.
        if (route.path.startsWith(CONSOLE_PATHS)) again ??= await measure(server.base, routes[0]!);
        await grown.quiet();
        raw.push(await measure(server.base, route));
      }
      again ??= await measure(server.base, routes[0]!);
      await grown.quiet();
      const hello = (raw[0]!.rps + again.rps) / 2 || 1;
      const figures = raw.slice(1).map((r) => ({ ...r, ratio: r.rps / hello }));
      for (const f of figures)
        console.log(
          `  ${f.name.padEnd(40)} ${f.rps.toFixed(0).padStart(6)} req/s  p99 ${String(f.p99).padStart(5)} ms  ${f.ratio.toFixed(2)}x hello  bad ${f.bad}`,
        );
      steps.push({ posts, seedSeconds, bytes, hello, figures });
      await server.stop();
      server = undefined;
    }
  } finally {
    await grown.close();
    if (server) await server.stop();
    // The data folder and the database the first start made.
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(new URL(databaseUrl).pathname.slice(1));
  }
  return steps;
}

const kinds = (process.env.GROWTH_DBS ?? 'sqlite,postgres').split(',') as DbKind[];
const steps: Record<string, GrowthStep[]> = {};
for (const db of kinds) {
  if (db === 'postgres' && !(await postgresAvailable())) {
    console.log('growth (postgres): skipped, PostgreSQL at 127.0.0.1:5432 is not reachable');
    continue;
  }
  try {
    steps[db] = await growOn(db);
  } catch (err) {
    // The other database's table still counts; this one says what broke.
    console.error(`growth (${db}) broke:`, err);
    process.exitCode = 1;
  }
}
const result: GrowthResult = {
  seconds: SECONDS,
  connections: CONNECTIONS,
  encoding: ENCODING,
  users: USERS,
  loadavg: os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / '),
  cpus: os.cpus().length,
  at: new Date().toISOString(),
  steps,
};
saveResult('growth', result);
// Run on its own (not under scripts/bench.sh, whose report writes the whole file), it updates its
// section of docs/benchmarks.md in place.
if (!process.env.BENCH_OUT) writeGrowthSection(result);
