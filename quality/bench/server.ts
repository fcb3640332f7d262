// Server throughput on SQLite and PostgreSQL: requests/s and p99 of the hot reads and of the purchase path
// (paid download by logged-in users with X钻), each as a ratio to a hello-world route of the same process.
import autocannon from 'autocannon';
import { dropBodies } from '../src/bench-client.ts';
import { portalPost } from '../src/client.ts';
import { type LoadRoute, prepareShop, purchaseRoute } from '../src/load.ts';
import { postgresAvailable } from '../src/postgres.ts';
import { type DbKind, disposeServer, startServer } from '../src/server.ts';
import { saveResult } from './results.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const form = { 'content-type': 'application/x-www-form-urlencoded' };
/** Every request is sent as a browser sends it: compressed answers accepted. */
const ENCODING = { 'accept-encoding': 'br, gzip' };
const pageHeaders = { accept: 'text/html' };

export interface RouteFigure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  non2xx: number;
  errors: number;
}

async function measure(base: string, route: LoadRoute): Promise<Omit<RouteFigure, 'ratio'>> {
  const opts = {
    // The bodies are not read: decoding them would measure the client (src/bench-client.ts).
    setupClient: dropBodies,
    url: `${base}${route.path}`,
    connections: CONNECTIONS,
    method: route.method ?? 'GET',
    headers: { ...ENCODING, ...route.headers },
    body: route.body,
    ...(route.setup
      ? {
          requests: [
            {
              method: route.method ?? 'GET',
              setupRequest: (req: { headers?: Record<string, string>; path?: string; body?: string }) => {
                const s = route.setup!();
                return { ...req, ...s, headers: { ...req.headers, ...s.headers } };
              },
            },
          ],
        }
      : {}),
  };
  await autocannon({ ...opts, duration: 2 }); // warm-up: JIT, statement caches
  const r = await autocannon({ ...opts, duration: SECONDS });
  return {
    name: route.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

async function benchOn(db: DbKind): Promise<RouteFigure[]> {
  const server = await startServer({ db, env: { PORTAL_BENCH: '1' } });
  try {
    const base = server.base;
    const shop = await prepareShop(base, 200);
    const books = await portalPost<{ ranking: { id: number }[] }>(base, '/web/book/home', {});
    const bookId = books.body.data.ranking[0]?.id ?? 1;
    const info = await portalPost<{ firstChapterId: number }>(base, '/web/book/info', { bookId });
    const chapterId = info.body.data.firstChapterId;
    const routes: LoadRoute[] = [
      { name: 'hello (baseline)', path: '/api/v1/bench/hello' },
      // Server-rendered pages as a browser asks for them: HTML, and a compressed answer.
      { name: 'page / (html, br)', path: '/', headers: pageHeaders },
      { name: 'page /square (html, br)', path: '/square', headers: pageHeaders },
      { name: 'page /games (html, br)', path: '/games', headers: pageHeaders },
      { name: 'tag list', path: '/api/v1/square/tag/list' },
      { name: 'post list (newest, p1)', path: '/api/v1/square/post/list?currentPage=1&pageSize=20&sort=2' },
      {
        name: 'home screen',
        path: '/portal/web/home',
        method: 'POST',
        headers: form,
        body: 'appID=2008&channelID=0',
      },
      {
        name: 'game detail',
        path: '/portal/web/game/detail',
        method: 'POST',
        headers: form,
        body: `appID=${shop.readGames[0]}&channelID=0`,
      },
      {
        name: 'chapter pages',
        path: '/portal/web/book/chapter',
        method: 'POST',
        headers: form,
        body: `appID=2008&channelID=0&bookId=${bookId}&chapterId=${chapterId}`,
      },
      purchaseRoute(shop),
    ];
    const raw = [];
    // BENCH_ROUTES=page picks the routes whose name contains one of the words (the baseline always runs).
    const only = process.env.BENCH_ROUTES?.split(',');
    const chosen = only
      ? routes.filter((r, i) => i === 0 || only.some((word) => r.name.includes(word)))
      : routes;
    for (const route of chosen) raw.push(await measure(base, route));
    // The machine may be shared: the baseline is measured first and last, and the ratio uses their mean.
    const helloAgain = await measure(base, { ...routes[0]!, name: 'hello (again, at the end)' });
    raw.push(helloAgain);
    const hello = (raw[0]!.rps + helloAgain.rps) / 2 || 1;
    return raw.map((r) => ({ ...r, ratio: r.rps / hello }));
  } finally {
    await disposeServer(server);
  }
}

const results: Record<string, RouteFigure[]> = {};
// BENCH_DB=sqlite measures one database only (a quick before/after of one change).
const kinds: DbKind[] = process.env.BENCH_DB
  ? [process.env.BENCH_DB as DbKind]
  : (await postgresAvailable())
    ? ['sqlite', 'postgres']
    : ['sqlite'];
for (const db of kinds) {
  console.log(`server (${db}): ${SECONDS} s per route at ${CONNECTIONS} connections`);
  results[db] = await benchOn(db);
  console.log('  route                            req/s    p50 ms   p99 ms   × hello   non-2xx/errors');
  for (const r of results[db]) {
    console.log(
      `  ${r.name.padEnd(31)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${r.ratio.toFixed(2).padStart(9)}   ${r.non2xx}/${r.errors}`,
    );
  }
}
if (!kinds.includes('postgres') && !process.env.BENCH_DB)
  console.log('server (postgres): skipped, PostgreSQL at 127.0.0.1:5432 is not reachable');
saveResult('server', { seconds: SECONDS, connections: CONNECTIONS, results });
