// The growth table's section of docs/benchmarks.md, from growth.json (quality/bench/growth.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/paths.ts';
import type { GrowthResult } from './growth.ts';

export const GROWTH_HEADING = '## Growth (10,000 to 1,000,000 posts)';
const DOC = path.join(repoRoot, 'docs/benchmarks.md');
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

export function growthMarkdown(g: GrowthResult): string[] {
  const lines = [
    GROWTH_HEADING,
    '',
    `\`node quality/bench/growth.ts\` (a step of \`pnpm bench\`), measured ${g.at.slice(0, 16).replace('T', ' ')} UTC on ` +
      `${g.cpus} CPUs shared with other engineers' test runs (load average at the end ${g.loadavg}): **a busy ` +
      'machine**, so absolute figures are low and noisy; ratios to hello, measured in the same server first and ' +
      'last, move less. One database per kind grows by a fast seed (one `INSERT ... SELECT` over a generated ' +
      'series per table, each step one transaction, then `ANALYZE` on SQLite and `VACUUM (ANALYZE)` on ' +
      'PostgreSQL, and no route is measured before the database is idle: no autovacuum worker, no statement of ' +
      'the route before still running): per post one like and one X钻 ledger row, on every 100th ' +
      `post 100 comments, and ${g.users.toLocaleString('en')} users. Every request is sent with ` +
      `\`accept-encoding: ${g.encoding}\`, as a browser sends it; ${g.connections} connections, ${g.seconds} s per ` +
      'route after a 2 s warm-up. The deep page by cursor starts half-way down the feed (page 25,000 of 1,000,000 ' +
      "posts); page 1,001 by number is the product's page-number call at offset 20,000, its rows read after a " +
      "cached anchor. A guest's pages (by number or by cursor), a post's comments and the home screen are kept " +
      'serialized and compressed per version of the square; the signed-in deep page is read, presented and ' +
      'compressed for every request. The purchase path is 200 signed-in users buying the paid games in turn, ' +
      "without an Idempotency-Key (the SDK sends one per call, which adds the key's row to the transaction). " +
      "The hello baseline is measured first, and again before the console's table (whose counts can outlive " +
      'their run on a large database).',
    '',
  ];
  for (const [db, steps] of Object.entries(g.steps)) {
    const names = steps[0]?.figures.map((f) => f.name) ?? [];
    lines.push(
      `### ${db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
      '',
      `| | ${steps.map((s) => `${s.posts.toLocaleString('en')} posts`).join(' | ')} |`,
      `|---|${steps.map(() => '---:').join('|')}|`,
      `| seed (s) / database size | ${steps.map((s) => `${s.seedSeconds.toFixed(1)} s / ${mib(s.bytes)}`).join(' | ')} |`,
      `| hello req/s | ${steps.map((s) => s.hello.toFixed(0)).join(' | ')} |`,
    );
    for (const name of names) {
      const cells = steps.map((s) => {
        const f = s.figures.find((x) => x.name === name);
        if (!f) return '-';
        if (f.rps < 1) return `**under 1 req/s**: no answer within the ${g.seconds} s run`;
        return `${f.ratio.toFixed(2)}x, p99 ${f.p99} ms${f.bad ? ` (${f.bad} bad)` : ''}`;
      });
      lines.push(`| ${name} | ${cells.join(' | ')} |`);
    }
    lines.push(
      '',
      'Cells: requests per second as a ratio to hello, and p99 latency. Seed time is for growing from the size before.',
      '',
    );
  }
  return lines;
}

/** The section as docs/benchmarks.md has it now (kept by a `pnpm bench` run that did not measure growth). */
export function currentGrowthSection(): string[] | undefined {
  if (!existsSync(DOC)) return undefined;
  const text = readFileSync(DOC, 'utf8');
  const start = text.indexOf(`${GROWTH_HEADING}\n`);
  if (start < 0) return undefined;
  const next = text.indexOf('\n## ', start + GROWTH_HEADING.length);
  return text
    .slice(start, next < 0 ? undefined : next + 1)
    .trimEnd()
    .split('\n')
    .concat('');
}

/** Replaces the section in docs/benchmarks.md (or adds it before the load run). */
export function writeGrowthSection(g: GrowthResult): void {
  const text = readFileSync(DOC, 'utf8');
  const section = `${growthMarkdown(g).join('\n').trimEnd()}\n\n`;
  const start = text.indexOf(`${GROWTH_HEADING}\n`);
  let out: string;
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + GROWTH_HEADING.length);
    out = text.slice(0, start) + section + (next < 0 ? '' : text.slice(next + 1));
  } else {
    const load = text.indexOf('## Load run');
    out = load < 0 ? `${text.trimEnd()}\n\n${section}` : text.slice(0, load) + section + text.slice(load);
  }
  writeFileSync(DOC, `${out.trimEnd()}\n`);
}
