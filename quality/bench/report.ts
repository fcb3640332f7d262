// Writes docs/benchmarks.md from one `pnpm bench` run: the JSON figures in BENCH_OUT and the printed output
// of the packages' own bench scripts (SDK size, server square bench).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/paths.ts';
import type { FanoutFigure } from './fanout.ts';
import type { GrowthResult } from './growth.ts';
import { currentGrowthSection, growthMarkdown } from './growth-report.ts';
import { kb } from './results.ts';

const out = process.env.BENCH_OUT ?? '';
const read = <T>(name: string): T | undefined => {
  const file = path.join(out, name);
  if (!existsSync(file)) return undefined;
  return (name.endsWith('.json') ? JSON.parse(readFileSync(file, 'utf8')) : readFileSync(file, 'utf8')) as T;
};
const clean = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => !/^\s*(>|npm warn|\$)/.test(l) && l.trim() !== '')
    .join('\n');
const missing = (what: string) =>
  `_Not measured in this run: the ${what} step failed (see the \`pnpm bench\` output)._\n`;

interface Bundle {
  firstJsTotal: number;
  first: { js: { file: string; gzip: number }[]; css: { file: string; gzip: number }[] };
  chunks: { chunk: string; gzip: number }[];
}
interface Figure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  non2xx: number;
  errors: number;
}
interface Server {
  seconds: number;
  connections: number;
  results: Record<string, Figure[]>;
}
interface Lighthouse {
  runs: number;
  benchmarkIndex?: number | null;
  figures: {
    page: string;
    path: string;
    score: number;
    fcp: number;
    lcp: number;
    tbt: number;
    cls: number;
    si: number;
  }[];
  accessibility?: { page: string; path: string; score: number; failed: string[] }[];
  /** A repeat visit of `/` with the service worker installed by a visit before (median of the runs). */
  warm?: { lcp: number; fcp: number; score: number };
}
interface Load {
  clients: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  status: Record<string, number>;
  errors: number;
  purchasesAcknowledged: number;
  purchasesCharged: number;
  users: number;
  brokenLedgers: number;
}

const lines: string[] = [];
const add = (...l: string[]) => lines.push(...l);
const now = new Date();
add(
  '# Benchmarks',
  '',
  `Written by \`pnpm bench\` (scripts/bench.sh) on ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  `Machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `Node ${process.version}, load average at the end ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')}.`,
  'Figures are printed, never enforced: a shared or busy machine moves them, the ratios to the hello route less so.',
  '',
);
const failedSteps = (read<string>('failed.txt') ?? '').split('\n').filter(Boolean);
if (failedSteps.length > 0) {
  add(
    `**Steps that broke in this run:** ${failedSteps.join('; ')} (their output, if any, is quoted below).`,
    '',
  );
}

add('## Web bundle (JS gzip bytes)', '');
const bundle = read<Bundle>('bundle.json');
if (bundle) {
  add(
    `First load (index.html's entry and the chunks it preloads): **${kb(bundle.firstJsTotal)}** JS gzip` +
      (bundle.first.css.length ? `, plus ${kb(bundle.first.css.reduce((n, c) => n + c.gzip, 0))} CSS.` : '.'),
    '',
    '| lazy chunk (route page or shared) | gzip |',
    '|---|---:|',
    ...bundle.chunks.map((c) => `| ${c.chunk} | ${kb(c.gzip)} |`),
    '',
  );
} else add(missing('web bundle'));

const webBench = read<string>('web-bench.txt');
if (webBench) add("The web package's own bench script printed:", '', '```', clean(webBench), '```', '');

add('## Lighthouse (mobile, performance and accessibility)', '');
const lh = read<Lighthouse>('lighthouse.json');
if (lh) {
  add(
    `Lighthouse 13.5.0, default mobile emulation, median of ${lh.runs} runs per page, against the real server.` +
      (lh.benchmarkIndex
        ? ` Lighthouse's CPU benchmark of this machine (benchmarkIndex, median of the runs): ${lh.benchmarkIndex.toFixed(0)}; the simulated phone is this CPU slowed 4x, so figures from machines with other indexes do not compare.`
        : ''),
    '',
    '| page | path | score | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...lh.figures.map(
      (f) =>
        `| ${f.page} | \`${f.path}\` | ${f.score.toFixed(0)} | ${f.fcp.toFixed(0)} | ${f.lcp.toFixed(0)} | ${f.tbt.toFixed(0)} | ${f.cls.toFixed(3)} | ${f.si.toFixed(0)} |`,
    ),
    '',
  );
  if (lh.warm)
    add(
      `Warm repeat visit of \`/\` (the service worker installed by a visit before, median of ${lh.runs} runs): ` +
        `LCP **${lh.warm.lcp.toFixed(0)} ms** (budget 300 ms), FCP ${lh.warm.fcp.toFixed(0)} ms, score ${lh.warm.score.toFixed(0)}.`,
      '',
    );
  if (lh.accessibility?.length)
    add(
      'Accessibility (one run per page):',
      '',
      '| page | path | score | failed audits |',
      '|---|---|---:|---|',
      ...lh.accessibility.map(
        (a) => `| ${a.page} | \`${a.path}\` | ${a.score} | ${a.failed.join(', ') || '-'} |`,
      ),
      '',
    );
} else add(missing('Lighthouse'));

add('## SDK size', '');
const sdk = read<string>('sdk-size.txt');
add(
  sdk
    ? ['`pnpm --filter @portal/sdk size`:', '', '```', clean(sdk), '```', ''].join('\n')
    : missing('SDK size'),
);

add('## Server throughput', '');
const server = read<Server>('server.json');
if (server) {
  add(
    `autocannon, ${server.connections} connections, ${server.seconds} s per route after a 2 s warm-up, one server process` +
      ' started as in production (`node apps/server/src/main.ts`, seeded demo data), every request sent with' +
      ' `accept-encoding: br, gzip` as a browser sends it; the pages (`/`, `/square`, `/games`) asked for with' +
      ' `accept: text/html`. The purchase path is a paid' +
      ' download by 200 logged-in users with X钻 in turn: the first rounds charge in one transaction with the' +
      ' ledger, later ones find the game owned. "× hello" is requests/s relative to the mean of the hello route' +
      ' measured first and last.',
    '',
  );
  for (const [db, figures] of Object.entries(server.results)) {
    add(
      `### ${db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
      '',
      '| route | req/s | p50 ms | p99 ms | × hello | non-2xx / errors |',
      '|---|---:|---:|---:|---:|---:|',
      ...figures.map(
        (f) =>
          `| ${f.name} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.ratio.toFixed(2)} | ${f.non2xx} / ${f.errors} |`,
      ),
      '',
    );
  }
  if (!server.results.postgres) add('_PostgreSQL was not reachable at 127.0.0.1:5432: not measured._', '');
} else add(missing('server throughput'));

const square = read<string>('server-square.txt');
if (square) {
  add(
    "### The server's own square bench (50,000 posts, SQLite)",
    '',
    '`pnpm --filter @portal/server bench`:',
    '',
    '```',
    clean(square),
    '```',
    '',
  );
}

const growth = read<GrowthResult>('growth.json');
// A run that did not measure growth keeps the table of the run that did.
const growthLines = growth ? growthMarkdown(growth) : currentGrowthSection();
if (growthLines) add(...growthLines);

add('## Load run (reliability)', '');
const load = read<Load>('load.json');
if (load) {
  add(
    `${load.clients} concurrent clients (${load.users} users, each client its own address) for ${load.seconds} s on SQLite,` +
      ' mixing the hot reads with paid downloads.',
    '',
    '| requests | req/s | p50 ms | p99 ms | statuses | errors / 5xx | purchases acknowledged (charged) | ledger invariant |',
    '|---:|---:|---:|---:|---|---:|---:|---|',
    `| ${load.requests} | ${load.requestsPerSecond.toFixed(0)} | ${load.p50.toFixed(0)} | ${load.p99.toFixed(0)} | ${Object.entries(
      load.status,
    )
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')} | ${load.errors} | ${load.purchasesAcknowledged} (${load.purchasesCharged}) | ${
      load.brokenLedgers === 0
        ? `holds for all ${load.users} users`
        : `**broken for ${load.brokenLedgers} users**`
    } |`,
    '',
  );
} else add(missing('load run'));

add('## Notification fan-out', '');
const fanout = read<FanoutFigure[]>('fanout.json');
if (fanout) {
  add(
    `A new chapter published in the console for a comic with ${fanout[0]?.subscribers ?? 0} subscribers: the job queue` +
      ' (the in-process runner on SQLite, pg-boss on PostgreSQL) writes one inbox row each, in batches of 1,000,' +
      " while 10 connections read a subscriber's inbox (autocannon).",
    '',
    '| database | time to the last inbox row | rows/s | inbox reads during it (req/s) | read p50 ms | read p99 ms | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...fanout.map(
      (f) =>
        `| ${f.db} | ${(f.lastRowMs / 1000).toFixed(1)} s | ${f.rowsPerSecond.toFixed(0)} | ${f.read.rps.toFixed(0)} | ${f.read.p50} | ${f.read.p99} | ${f.read.non2xx} |`,
    ),
    '',
  );
} else add(missing('notification fan-out'));

add(
  '## Earlier runs',
  '',
  'Dated runs of the web app and what their traces showed: [performance-history.md](performance-history.md).',
  '',
);

writeFileSync(path.join(repoRoot, 'docs/benchmarks.md'), `${lines.join('\n').trimEnd()}\n`);
console.log('bench: wrote docs/benchmarks.md');
