// Square benchmark: a database seeded with 50,000 posts, one server process, autocannon on loopback.
// Prints req/s and p99 for each route and its ratio to a hello-world route of the same server,
// and writes them to bench/last-run.json.
//   pnpm --filter @portal/server bench            (BENCH_DURATION=10 seconds per route, BENCH_CONNECTIONS=100)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const POSTS = Number(process.env.BENCH_POSTS ?? 50_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  REDIS_URL: '',
  FILE_STORE: '',
};

function run(cmd, args, extraEnv) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: serverDir, env: { ...env, ...extraEnv }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** 50,000 posts spread over the seeded tags and users, with likes so "hottest" has an order. */
function addPosts(dbFile) {
  const db = new SQLite(dbFile);
  const users = db
    .prepare('SELECT uid FROM users')
    .all()
    .map((r) => r.uid);
  const tags = db
    .prepare('SELECT id FROM square_tags')
    .all()
    .map((r) => r.id);
  const insert = db.prepare(
    'INSERT INTO square_posts (uid, tag_id, content, images, video, like_count, comment_count, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?)',
  );
  const start = Date.now() - POSTS * 60_000;
  const image = JSON.stringify([{ url: '/files/square/seed-1-1.webp', width: 750, height: 1000 }]);
  db.transaction(() => {
    for (let i = 0; i < POSTS; i++) {
      insert.run(
        users[i % users.length],
        tags[i % tags.length],
        `压测帖子 #${i}：今天的副本掉落还不错，分享一下配队和心得，欢迎大家交流。`,
        i % 3 === 0 ? image : '[]',
        (i * 7919) % 500,
        (i * 104729) % 40,
        new Date(start + i * 60_000).toISOString(),
      );
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  const book = db
    .prepare('SELECT book_id AS bookId, id AS chapterId FROM chapters ORDER BY id LIMIT 1')
    .get();
  const game = db.prepare('SELECT id FROM games ORDER BY id LIMIT 1').get();
  const total = db.prepare('SELECT COUNT(*) AS n FROM square_posts').get().n;
  db.close();
  return { book, game, total };
}

async function measure(port, route) {
  const opts = {
    url: `http://127.0.0.1:${port}${route.path}`,
    connections: CONNECTIONS,
    method: route.method ?? 'GET',
    // As a browser asks: compressed answers accepted.
    headers: {
      'accept-encoding': 'br, gzip',
      ...(route.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: route.body,
  };
  await autocannon({ ...opts, duration: 2 }); // warm-up: caches, JIT, statement cache
  const r = await autocannon({ ...opts, duration: DURATION });
  const bad = r.non2xx + r.errors + r.timeouts;
  return { name: route.name, rps: r.requests.average, p99: r.latency.p99, bad };
}

async function main() {
  console.log(`bench: seeding demo data into ${dataDir}`);
  await run(process.execPath, ['src/seed/index.ts']);
  const { book, game, total } = addPosts(path.join(dataDir, 'portal.db'));
  console.log(`bench: ${total} posts; ${DURATION}s per route at ${CONNECTIONS} connections`);

  const port = await freePort();
  const server = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PORTAL_BENCH: '1', SEED_ON_START: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 200) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const routes = [
      { name: 'hello', path: '/api/v1/bench/hello' },
      { name: 'tag list', path: '/api/v1/square/tag/list' },
      { name: 'post list p1 newest', path: '/api/v1/square/post/list?currentPage=1&pageSize=20&sort=2' },
      { name: 'post list p1 hottest', path: '/api/v1/square/post/list?currentPage=1&pageSize=20&sort=1' },
      {
        name: 'post list p1000 newest',
        path: '/api/v1/square/post/list?currentPage=1000&pageSize=20&sort=2',
      },
    ];
    if (book) {
      routes.push({
        name: 'chapter pages',
        path: '/portal/web/book/chapter',
        method: 'POST',
        body: `appID=2008&channelID=0&bookId=${book.bookId}&chapterId=${book.chapterId}`,
      });
    }
    if (game) {
      routes.push({
        name: 'game detail',
        path: '/portal/web/game/detail',
        method: 'POST',
        body: `appID=${game.id}&channelID=0`,
      });
    }
    // Each route runs right after its own hello run: on a shared machine the load drifts, and a
    // ratio against a baseline measured minutes earlier would mostly measure the drift.
    const [helloRoute, ...others] = routes;
    const results = [];
    for (const route of others) {
      const hello = await measure(port, helloRoute);
      const r = await measure(port, route);
      results.push({ ...r, helloRps: hello.rps, helloP99: hello.p99, ratio: r.rps / hello.rps });
    }
    console.log(
      '\nroute                       req/s     p99 ms   x hello   (hello req/s, p99)   non-2xx/errors',
    );
    for (const r of results) {
      console.log(
        `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(9)} ${r.ratio.toFixed(2).padStart(9)}   (${r.helloRps.toFixed(0)}, ${r.helloP99})   ${r.bad}`,
      );
    }
    const list = results.find((r) => r.name === 'post list p1 newest');
    const pass = list.ratio >= 0.2 && results.every((r) => r.p99 < 50);
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `\ntarget (post list >= 0.2x hello, every p99 < 50 ms): ${pass ? 'met' : 'NOT met'}; load average ${load} on ${os.cpus().length} CPUs`,
    );
    fs.writeFileSync(
      path.join(here, 'last-run.json'),
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          posts: total,
          durationS: DURATION,
          connections: CONNECTIONS,
          node: process.version,
          cpus: os.cpus().length,
          loadavg: os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(' '),
          results,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
