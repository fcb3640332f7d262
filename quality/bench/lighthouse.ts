// Lighthouse 13.5.0 (mobile defaults) on home, square, a game detail and the reader, served by the real
// server from the built web app: performance, median of 3 runs per page (LIGHTHOUSE_RUNS); then the
// accessibility score of the five tabs and those two pages, one run each (it does not vary with load),
// with the audits that failed.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM } from '@portal/test-support/browser';
import { portalPost } from '../src/client.ts';
import { disposeServer, startServer } from '../src/server.ts';
import { ensureWebBuilt } from '../src/web-dist.ts';
import { saveResult } from './results.ts';

const run = promisify(execFile);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_ONLY=accessibility leaves the performance runs out.
const PERFORMANCE = process.env.LIGHTHOUSE_ONLY !== 'accessibility';
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

async function lighthouseOnce(url: string, out: string, category: Category): Promise<Report> {
  await run(
    'npx',
    [
      '-y',
      'lighthouse@13.5.0',
      url,
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${category}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(await readFile(out, 'utf8')) as Report;
}

ensureWebBuilt();
const server = await startServer();
const dir = await mkdtemp(path.join(tmpdir(), 'portal-lighthouse-'));
try {
  const base = server.base;
  const games = await portalPost<{ records: { appID: number; onlineType: number }[] }>(
    base,
    '/web/game/list',
    {
      currentPage: 1,
      pageSize: 50,
    },
  );
  const game = games.body.data.records.find((g) => g.onlineType !== 0) ?? games.body.data.records[0]!;
  const books = await portalPost<{ ranking: { id: number }[] }>(base, '/web/book/home', {});
  const bookId = books.body.data.ranking[0]!.id;
  const info = await portalPost<{ firstChapterId: number }>(base, '/web/book/info', { bookId });
  const pages = [
    { page: 'home', path: '/' },
    { page: 'square', path: '/square' },
    { page: 'game detail', path: `/detail/${game.appID}` },
    { page: 'reader', path: `/readbook/${bookId}/${info.body.data.firstChapterId}` },
  ];
  const figures: PageFigures[] = [];
  console.log(`lighthouse 13.5.0, mobile, median of ${RUNS}`);
  console.log('  page           score   FCP ms   LCP ms   TBT ms    CLS     SI ms');
  for (const p of PERFORMANCE ? pages : []) {
    const reports: Report[] = [];
    for (let i = 0; i < RUNS; i++)
      reports.push(
        await lighthouse(`${base}${p.path}`, path.join(dir, `${p.page.replace(/\W+/g, '-')}-${i}.json`)),
      );
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
  const accessibility: { page: string; path: string; score: number; failed: string[] }[] = [];
  console.log('lighthouse 13.5.0, mobile, accessibility (one run each)');
  const tabs = [
    { page: 'home', path: '/' },
    { page: 'square', path: '/square' },
    { page: 'comics', path: '/animate' },
    { page: 'games', path: '/games' },
    { page: 'profile', path: '/profile' },
    ...pages.slice(2),
  ];
  for (const p of tabs) {
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
  saveResult('lighthouse', { runs: RUNS, figures, accessibility });
} finally {
  await disposeServer(server);
  await rm(dir, { recursive: true, force: true });
}
