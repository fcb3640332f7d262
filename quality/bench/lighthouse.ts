// Lighthouse 13.5.0 (mobile defaults) on the four tabs with content (home, square, comics, games), a game detail and the reader, served by the real
// server from the built web app: performance, median of 3 runs per page (LIGHTHOUSE_RUNS); then the
// accessibility score of the five tabs and those two pages, one run each (it does not vary with load),
// with the audits that failed; and a warm repeat visit of `/` (the service worker installed by a visit
// before), median of the same number of runs.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/test-support/browser';
import { chromium } from 'playwright-core';
import { portalPost } from '../src/client.ts';
import { disposeServer, freePort, startServer } from '../src/server.ts';
import { ensureWebBuilt } from '../src/web-dist.ts';
import { saveResult } from './results.ts';

const run = promisify(execFile);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_ONLY=accessibility leaves the performance runs out; LIGHTHOUSE_ONLY=repeat-visit runs only
// the first and the warm repeat visit of `/` (the pair the service worker is judged by).
const ONLY = process.env.LIGHTHOUSE_ONLY;
const PERFORMANCE = ONLY !== 'accessibility';
// LIGHTHOUSE_PAGES=home,reader measures only those pages' performance (no warm visit, no accessibility):
// a quick before/after of one change.
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',');
const ACCESSIBILITY = ONLY !== 'repeat-visit' && !PAGES;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;
export type PageFigures = { page: string; path: string; score: number } & Record<Metric, number>;

interface Report {
  environment?: { benchmarkIndex?: number };
  categories: { performance?: { score: number }; accessibility?: { score: number } };
  audits: Record<string, { numericValue: number; score: number | null; scoreDisplayMode?: string }>;
}
type Category = 'performance' | 'accessibility';

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One Lighthouse run; a run that fails to record a trace (NO_NAVSTART on a busy machine) is tried again. */
async function lighthouse(
  url: string,
  out: string,
  category: Category = 'performance',
  attempt = 1,
): Promise<Report> {
  try {
    return await lighthouseOnce(url, out, category);
  } catch (err) {
    if (attempt >= 3) throw err;
    console.log(
      `  (run failed, trying again: ${
        String((err as { stderr?: string }).stderr ?? err)
          .split('\n')
          .find((l) => l.includes('error')) ?? ''
      })`,
    );
    return lighthouse(url, out, category, attempt + 1);
  }
}

/**
 * `browser`: the debugging port of a Chromium already running, whose storage (the service worker and
 * its caches) Lighthouse keeps; otherwise Lighthouse starts a fresh one of its own.
 */
async function lighthouseOnce(
  url: string,
  out: string,
  category: Category,
  browserPort?: number,
): Promise<Report> {
  await run(
    'npx',
    [
      '-y',
      'lighthouse@13.5.0',
      url,
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${category}`,
      ...(browserPort
        ? [`--port=${browserPort}`, '--disable-storage-reset']
        : ['--chrome-flags=--headless=new --no-sandbox --disable-gpu']),
      '--quiet',
      // With LIGHTHOUSE_KEEP, each report's trace is kept beside it (<report>-0.trace.json).
      ...(process.env.LIGHTHOUSE_KEEP ? ['--save-assets'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(await readFile(out, 'utf8')) as Report;
}

/**
 * A warm repeat visit of `url` (budget: within 0.3 s under Lighthouse's mobile throttling): a
 * Chromium of our own with a profile on disk loads the page, which registers the service worker after
 * load; once the worker controls a second load (which it keeps), Lighthouse measures the next visits
 * in that browser without resetting storage, so the page comes from the worker's cache.
 */
async function warmRepeatVisits(url: string, dir: string, runs: number): Promise<Report[]> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'portal-warm-profile-'));
  const browserProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    let browser: Awaited<ReturnType<typeof chromium.connectOverCDP>> | undefined;
    for (let i = 0; !browser; i++) {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch((err: unknown) => {
        if (i >= 40) throw err;
        return new Promise<undefined>((done) => setTimeout(() => done(undefined), 250));
      });
    }
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // The app registers the worker once the page is idle; `ready` waits for it to be active.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The worker keeps the page of this load for the next visit; let it finish writing.
    await page.waitForTimeout(1000);
    await page.close();
    await browser.close();
    const reports: Report[] = [];
    for (let i = 0; i < runs; i++)
      reports.push(await lighthouseOnce(url, path.join(dir, `warm-${i}.json`), 'performance', port));
    return reports;
  } finally {
    // Chromium writes its profile until it has exited: wait for that before removing the folder.
    const exited = new Promise((done) => browserProcess.once('exit', done));
    if (browserProcess.kill()) await exited;
    await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

ensureWebBuilt();
const server = await startServer();
const dir = await mkdtemp(path.join(tmpdir(), 'portal-lighthouse-'));
try {
  const base = server.base;
  const games = await portalPost<{ records: { appID: number; onlineType: number; upcoming: boolean }[] }>(
    base,
    '/web/game/list',
    {
      currentPage: 1,
      pageSize: 50,
    },
  );
  const game =
    games.body.data.records.find((g) => g.onlineType !== 0 && !g.upcoming) ?? games.body.data.records[0]!;
  const books = await portalPost<{ ranking: { id: number }[] }>(base, '/web/book/home', {});
  const bookId = books.body.data.ranking[0]!.id;
  const info = await portalPost<{ firstChapterId: number }>(base, '/web/book/info', { bookId });
  const pages = [
    { page: 'home', path: '/' },
    { page: 'square', path: '/square' },
    { page: 'comics', path: '/animate' },
    { page: 'games', path: '/games' },
    { page: 'game detail', path: `/detail/${game.appID}` },
    { page: 'reader', path: `/readbook/${bookId}/${info.body.data.firstChapterId}` },
  ];
  const figures: PageFigures[] = [];
  // Lighthouse's CPU benchmark of each run: the simulated mobile CPU is this machine's slowed 4x, so
  // figures from hosts (or moments) with different indexes do not compare; a before/after does.
  const benchmarkIndexes: number[] = [];
  console.log(`lighthouse 13.5.0, mobile, median of ${RUNS}`);
  console.log('  page           score   FCP ms   LCP ms   TBT ms    CLS     SI ms');
  const measured = pages.filter(
    (x) => (ONLY !== 'repeat-visit' || x.path === '/') && (!PAGES || PAGES.includes(x.page)),
  );
  for (const p of PERFORMANCE ? measured : []) {
    const reports: Report[] = [];
    for (let i = 0; i < RUNS; i++)
      reports.push(
        await lighthouse(`${base}${p.path}`, path.join(dir, `${p.page.replace(/\W+/g, '-')}-${i}.json`)),
      );
    benchmarkIndexes.push(...reports.map((r) => r.environment?.benchmarkIndex ?? 0));
    const f = {
      ...p,
      score: median(reports.map((r) => (r.categories.performance?.score ?? 0) * 100)),
      ...(Object.fromEntries(
        (Object.keys(METRICS) as Metric[]).map((m) => [
          m,
          median(reports.map((r) => r.audits[METRICS[m]]!.numericValue)),
        ]),
      ) as Record<Metric, number>),
    };
    figures.push(f);
    console.log(
      `  ${p.page.padEnd(13)} ${f.score.toFixed(0).padStart(6)} ${f.fcp.toFixed(0).padStart(8)} ${f.lcp.toFixed(0).padStart(8)} ${f.tbt.toFixed(0).padStart(8)} ${f.cls.toFixed(3).padStart(7)} ${f.si.toFixed(0).padStart(8)}`,
    );
  }
  if (benchmarkIndexes.length > 0)
    console.log(
      `  host: Lighthouse benchmarkIndex median ${median(benchmarkIndexes).toFixed(0)} (min ${Math.min(...benchmarkIndexes).toFixed(0)}, max ${Math.max(...benchmarkIndexes).toFixed(0)})`,
    );
  let warm: { lcp: number; fcp: number; score: number } | undefined;
  if (PERFORMANCE && !PAGES) {
    const reports = await warmRepeatVisits(`${base}/`, dir, RUNS);
    warm = {
      score: median(reports.map((r) => (r.categories.performance?.score ?? 0) * 100)),
      fcp: median(reports.map((r) => r.audits[METRICS.fcp]!.numericValue)),
      lcp: median(reports.map((r) => r.audits[METRICS.lcp]!.numericValue)),
    };
    console.log(
      `  warm repeat visit of / (service worker installed): LCP ${warm.lcp.toFixed(0)} ms, FCP ${warm.fcp.toFixed(0)} ms, score ${warm.score.toFixed(0)} (budget: LCP 300 ms)`,
    );
  }
  const accessibility: { page: string; path: string; score: number; failed: string[] }[] = [];
  console.log('lighthouse 13.5.0, mobile, accessibility (one run each)');
  const tabs = [...pages.slice(0, 4), { page: 'profile', path: '/profile' }, ...pages.slice(4)];
  for (const p of ACCESSIBILITY ? tabs : []) {
    const report = await lighthouse(
      `${base}${p.path}`,
      path.join(dir, `a11y-${p.page.replace(/\W+/g, '-')}.json`),
      'accessibility',
    );
    const failed = Object.entries(report.audits)
      .filter(([, a]) => a.scoreDisplayMode === 'binary' && a.score === 0)
      .map(([id]) => id);
    const score = Math.round((report.categories.accessibility?.score ?? 0) * 100);
    accessibility.push({ ...p, score, failed });
    console.log(
      `  ${p.page.padEnd(13)} ${String(score).padStart(6)}${failed.length ? `  failed: ${failed.join(', ')}` : ''}`,
    );
  }
  saveResult('lighthouse', {
    runs: RUNS,
    benchmarkIndex: benchmarkIndexes.length ? median(benchmarkIndexes) : null,
    figures,
    warm,
    accessibility,
  });
} finally {
  await disposeServer(server);
  // LIGHTHOUSE_KEEP=1 keeps the reports (their folder is printed) to read what a figure is made of.
  if (process.env.LIGHTHOUSE_KEEP) console.log(`reports kept in ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}
