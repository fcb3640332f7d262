// Lighthouse 13.5.0 (mobile defaults, performance only) on home, square, a game detail and the reader,
// served by the real server from the built web app. Median of 3 runs per page (LIGHTHOUSE_RUNS).
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
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One Lighthouse run; a run that fails to record a trace (NO_NAVSTART on a busy machine) is tried again. */
async function lighthouse(url: string, out: string, attempt = 1): Promise<Report> {
  try {
    return await lighthouseOnce(url, out);
  } catch (err) {
    if (attempt >= 3) throw err;
    console.log(
      `  (run failed, trying again: ${
        String((err as { stderr?: string }).stderr ?? err)
          .split('\n')
          .find((l) => l.includes('error')) ?? ''
      })`,
    );
    return lighthouse(url, out, attempt + 1);
  }
}

async function lighthouseOnce(url: string, out: string): Promise<Report> {
  await run(
    'npx',
    [
      '-y',
      'lighthouse@13.5.0',
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance',
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
  for (const p of pages) {
    const reports: Report[] = [];
    for (let i = 0; i < RUNS; i++)
      reports.push(
        await lighthouse(`${base}${p.path}`, path.join(dir, `${p.page.replace(/\W+/g, '-')}-${i}.json`)),
      );
    const f = {
      ...p,
      score: median(reports.map((r) => r.categories.performance.score * 100)),
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
  saveResult('lighthouse', { runs: RUNS, figures });
} finally {
  await disposeServer(server);
  await rm(dir, { recursive: true, force: true });
}
