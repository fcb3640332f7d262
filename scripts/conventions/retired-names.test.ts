// The glossary's retired names (openapi/README.md "Retired names") are not written in the source again:
// the table is read from the README, so retiring a name is one row there, and each file and line that still
// writes one is named.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const SCANNED = [
  'apps/*/src',
  'apps/*/test',
  'apps/*/e2e',
  'packages/*/src',
  'packages/*/test',
  'examples',
  'quality',
].map((folder) => `:(glob)${folder}/**`);

/** The backticked names of the first column of the README's "Retired names" table. */
async function retiredNames(): Promise<string[]> {
  const readme = await readFile(path.join(root, 'openapi/README.md'), 'utf8');
  const section = readme.split('### Retired names')[1]?.split(/\n#{2,3} /)[0] ?? '';
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1] ?? '').filter(Boolean);
}

/** `file:line: name` for every tracked line under `paths` that writes one of `names`. */
async function writtenAt(names: string[], paths = SCANNED): Promise<string[]> {
  const args = ['grep', '-n', '-F', ...names.flatMap((name) => ['-e', name]), '--', ...paths];
  let output = '';
  try {
    output = (await run('git', args, { cwd: root, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    // git grep answers 1 when nothing matches.
    if ((error as { code?: number }).code !== 1) throw error;
  }
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [file, number, ...rest] = line.split(':');
      const text = rest.join(':');
      return `${file}:${number}: ${names.find((name) => text.includes(name))}`;
    });
}

describe('retired names', () => {
  it('are listed in the glossary', async () => {
    const names = await retiredNames();
    expect(names).toContain('signToday');
    expect(names.length).toBeGreaterThan(5);
  });

  it('are written nowhere in the source', async () => {
    expect(await writtenAt(await retiredNames())).toEqual([]);
  });

  it('are found, with file and line, where they are written', async () => {
    // This file writes two of them in strings: scanning its folder proves a written one is reported.
    const hits = await writtenAt(['signToday', 'createGiftCodes'], ['scripts/conventions']);
    expect(hits).toContainEqual(
      expect.stringMatching(/^scripts\/conventions\/retired-names\.test\.ts:\d+: signToday$/),
    );
    expect(hits).toContainEqual(
      expect.stringMatching(/^scripts\/conventions\/retired-names\.test\.ts:\d+: createGiftCodes$/),
    );
  });
});
