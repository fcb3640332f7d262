// Benchmark of the web app: builds it, prints the gzip size of the JavaScript the first load of `/`
// needs and of each route chunk, then runs Lighthouse (mobile defaults, median of 3) against the built
// app served by the real server for home, square, comics and games.
//   node scripts/bench.mjs [--no-build] [--no-lighthouse] [--runs 3]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
// A private build directory, so builds by others in the same checkout cannot change files mid-run.
const dist = args.includes('--no-build')
  ? path.join(webDir, 'dist')
  : mkdtempSync(path.join(tmpdir(), 'portal-web-dist-'));
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const BUDGET = { firstLoadKb: 125, routeKb: 30, cssKb: 20, score: 98, lcpMs: 1800, tbtMs: 150, cls: 0.02 };

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

if (!args.includes('--no-build')) {
  execFileSync(
    process.execPath,
    [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: webDir,
      stdio: 'ignore',
    },
  );
}

// First load of `/`: the entry script, every modulepreload in index.html, and the preloads the server
// adds for `/` from first-screen.json (the home page chunk).
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, 'first-screen.json'), 'utf8'));
const firstLoad = [
  ...[...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]),
  ...(manifest.routes.find((r) => r.path === '/')?.preload ?? []).map((p) => p.slice(1)),
];
const firstLoadBytes = firstLoad.reduce((sum, f) => sum + gz(f), 0);
const assets = readdirSync(path.join(dist, 'assets'));
// The entry stylesheet is inlined into index.html (inline-css-plugin.ts); lazy chunks may still bring files.
const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
const css =
  gzipSync(inlineCss, { level: 9 }).length +
  assets.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(`assets/${f}`), 0);
const routeChunks = assets
  .filter((f) => /-page-[\w-]+\.js$/.test(f))
  .map((f) => ({ name: f.replace(/-[\w-]{8}\.js$/, ''), bytes: gz(`assets/${f}`) }))
  .sort((a, b) => b.bytes - a.bytes);

const mark = (ok) => (ok ? 'ok ' : 'OVER');
console.log(
  `\nJS for the first load of /: ${kb(firstLoadBytes)} KB gzip (${firstLoad.length} files) ${mark(firstLoadBytes / 1024 <= BUDGET.firstLoadKb)} budget ${BUDGET.firstLoadKb} KB`,
);
console.log(`CSS: ${kb(css)} KB gzip ${mark(css / 1024 <= BUDGET.cssKb)} budget ${BUDGET.cssKb} KB`);
console.log(`Route chunks (own code, gzip; budget ${BUDGET.routeKb} KB each):`);
for (const c of routeChunks)
  console.log(`  ${mark(c.bytes / 1024 <= BUDGET.routeKb)} ${c.name.padEnd(24)} ${kb(c.bytes)} KB`);

if (args.includes('--no-lighthouse')) {
  if (!args.includes('--no-build')) rmSync(dist, { recursive: true, force: true });
  process.exit(0);
}

/** Aggregate CPU jiffies from /proc/stat (Linux), or null elsewhere. */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = fields.map(Number);
    const busy = user + nice + system + irq + softirq;
    return { busy, steal, total: busy + idle + iowait + steal };
  } catch {
    return null;
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
const waitFor = async (url) => {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-web-bench-'));
const children = [];
const apiPort = await freePort();
const apiURL = `http://127.0.0.1:${apiPort}`;
children.push(
  spawn(process.execPath, [path.join(webDir, '../server/src/main.ts')], {
    cwd: path.join(webDir, '../server'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
    },
  }),
);
let base = apiURL;
try {
  await waitFor(`${apiURL}/api/v1/square/tag/list`);
  const page = await fetch(`${apiURL}/square`, { headers: { accept: 'text/html' } }).catch(() => null);
  if (!page?.ok || !(page.headers.get('content-type') ?? '').includes('text/html')) {
    // The server does not serve the app yet: vite preview serves dist in front of it.
    const webPort = await freePort();
    base = `http://127.0.0.1:${webPort}`;
    children.push(
      spawn(
        process.execPath,
        [
          path.join(webDir, 'node_modules/vite/bin/vite.js'),
          'preview',
          '--port',
          String(webPort),
          '--strictPort',
        ],
        {
          cwd: webDir,
          stdio: 'ignore',
          env: { ...process.env, PORTAL_API: apiURL },
        },
      ),
    );
    await waitFor(`${base}/`);
    console.log('\n(served by vite preview in front of the real server: the server does not serve dist yet)');
  }

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const cpuAtStart = cpuTimes();
  console.log(
    `\nLighthouse mobile, median of ${runs} (budget: score >= ${BUDGET.score}, LCP <= ${BUDGET.lcpMs} ms, TBT <= ${BUDGET.tbtMs} ms, CLS <= ${BUDGET.cls}):`,
  );
  for (const [name, route] of [
    ['home', '/'],
    ['square', '/square'],
    ['comics', '/animate'],
    ['games', '/games'],
  ]) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const out = path.join(dataDir, `lh-${name}-${i}.json`);
      const lighthouse = () =>
        execFileSync(
          'npx',
          [
            '-y',
            'lighthouse@13.5.0',
            `${base}${route}`,
            '--output=json',
            `--output-path=${out}`,
            '--only-categories=performance',
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
            '--quiet',
          ],
          {
            stdio: 'ignore',
            env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
          },
        );
      const once = () => {
        lighthouse();
        return JSON.parse(readFileSync(out, 'utf8'));
      };
      let lhr;
      try {
        lhr = once();
      } catch {
        // A busy machine sometimes loses the browser or the report; one retry, then the run is left out.
        try {
          lhr = once();
        } catch {
          console.log(`  (lighthouse run ${i + 1} for ${name} failed twice; left out)`);
          continue;
        }
      }
      const a = lhr.audits;
      results.push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
      });
    }
    if (results.length === 0) continue;
    const m = Object.fromEntries(
      ['score', 'fcp', 'lcp', 'tbt', 'cls'].map((k) => [k, median(results.map((r) => r[k]))]),
    );
    const ok =
      m.score >= BUDGET.score && m.lcp <= BUDGET.lcpMs && m.tbt <= BUDGET.tbtMs && m.cls <= BUDGET.cls;
    console.log(
      `  ${mark(ok)} ${name.padEnd(7)} score ${m.score}  FCP ${Math.round(m.fcp)} ms  LCP ${Math.round(m.lcp)} ms  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}`,
    );
  }
  // Lighthouse multiplies every main-thread task by 4: on a virtual machine whose host takes CPU time
  // away (steal), the same build can score 10-20 points lower. The share says how far to trust a run.
  const cpuAtEnd = cpuTimes();
  if (cpuAtStart && cpuAtEnd) {
    const total = cpuAtEnd.total - cpuAtStart.total;
    const share = (n) => `${Math.round((100 * n) / total)} %`;
    console.log(
      `\nCPU during the Lighthouse runs: busy ${share(cpuAtEnd.busy - cpuAtStart.busy)}, stolen by the host ${share(cpuAtEnd.steal - cpuAtStart.steal)} (above ~10 % the figures read low)`,
    );
  }
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
  if (!args.includes('--no-build')) rmSync(dist, { recursive: true, force: true });
}
