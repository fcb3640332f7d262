// Where the purchase path's time goes: the paid download by signed-in users at 100 connections (as the
// server bench runs it), with hello before it for the ratio; on PostgreSQL it samples pg_stat_activity
// every 20 ms meanwhile and counts what the portal's connections were doing (running, waiting on a row
// lock, idle in a transaction...), and what the statements of those waiting were.
//   node quality/bench/purchase-probe.ts [sqlite|postgres]   (PROBE_SECONDS=6)
import autocannon from 'autocannon';
import pg from 'pg';
import { prepareShop } from '../src/load.ts';
import { type DbKind, disposeServer, startServer } from '../src/server.ts';

const SECONDS = Number(process.env.PROBE_SECONDS ?? 6);
const CONNECTIONS = 100;
const db = (process.argv[2] ?? 'postgres') as DbKind;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const server = await startServer({
  db,
  env: {
    PORTAL_BENCH: '1',
    ...(process.env.PROBE_PROFILE
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.PROBE_PROFILE}` }
      : {}),
  },
});
try {
  const shop = await prepareShop(server.base, 200);
  let n = 0;
  const purchase = {
    url: `${server.base}/portal/user/game/download/${shop.paidGames[0]}`,
    connections: CONNECTIONS,
    method: 'POST' as const,
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (req: { headers?: Record<string, string>; path?: string; body?: string }) => {
          n += 1;
          const user = shop.users[n % shop.users.length]!;
          const game = shop.paidGames[Math.floor(n / shop.users.length) % shop.paidGames.length]!;
          return {
            ...req,
            path: `/portal/user/game/download/${game}`,
            body: 'appID=2008&channelID=0&platformType=1',
            headers: { ...form, 'ug-uid': user.uid, 'ug-token': user.token, 'x-forwarded-for': user.ip },
          };
        },
      },
    ],
  };
  const hello = { url: `${server.base}/api/v1/bench/hello`, connections: CONNECTIONS };
  await autocannon({ ...hello, duration: 2 });
  const h = await autocannon({ ...hello, duration: SECONDS });
  await autocannon({ ...purchase, duration: 2 });

  const states = new Map<string, number>();
  const waiting = new Map<string, number>();
  const idleAfter = new Map<string, number>();
  let samples = 0;
  let sampling = true;
  let sampler: Promise<void> = Promise.resolve();
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const dbName = new URL(server.databaseUrl).pathname.slice(1);
    sampler = (async () => {
      while (sampling) {
        const rows = await client.query<{ state: string; wait: string | null; query: string }>(
          `SELECT state, wait_event_type || ':' || wait_event AS wait, left(query, 60) AS query
             FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [dbName],
        );
        samples += 1;
        for (const r of rows.rows) {
          const what =
            r.state === 'active' && r.wait && !r.wait.startsWith('Client') ? `active, ${r.wait}` : r.state;
          states.set(what, (states.get(what) ?? 0) + 1);
          if (r.wait?.startsWith('Lock')) waiting.set(r.query, (waiting.get(r.query) ?? 0) + 1);
          if (r.state === 'idle in transaction') idleAfter.set(r.query, (idleAfter.get(r.query) ?? 0) + 1);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      await client.end();
    })();
  }
  const p = await autocannon({ ...purchase, duration: SECONDS });
  sampling = false;
  await sampler;
  console.log(
    `${db}: hello ${h.requests.average.toFixed(0)} req/s p99 ${h.latency.p99} ms; purchase path ${p.requests.average.toFixed(0)} req/s p99 ${p.latency.p99} ms = ${(p.requests.average / h.requests.average).toFixed(3)}x hello (non-2xx ${p.non2xx}, errors ${p.errors + p.timeouts})`,
  );
  if (samples > 0) {
    console.log(`  the portal's connections over ${samples} samples (mean per sample):`);
    for (const [what, count] of [...states].sort((a, b) => b[1] - a[1]))
      console.log(`    ${(count / samples).toFixed(2).padStart(6)}  ${what}`);
    for (const [query, count] of [...waiting].sort((a, b) => b[1] - a[1]).slice(0, 5))
      console.log(`    waiting on a lock ${(count / samples).toFixed(2)}: ${query}`);
    for (const [query, count] of [...idleAfter].sort((a, b) => b[1] - a[1]).slice(0, 6))
      console.log(`    idle in a transaction after ${(count / samples).toFixed(2)}: ${query}`);
  }
} finally {
  await disposeServer(server);
}
