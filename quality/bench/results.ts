// Where a benchmark run keeps its figures (BENCH_OUT, one JSON file per part) for the report.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function saveResult(name: string, data: unknown): void {
  const dir = process.env.BENCH_OUT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
