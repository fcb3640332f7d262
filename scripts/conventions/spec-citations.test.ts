// The repository is read by people who do not have the product specification, so source and docs state a
// rule in words ("toast shown for 3 seconds") and never point at a section of it ("SPEC.md section 9").
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** `SPEC §4`, `SPEC.md § 9`, `SPEC section 3`, `SPEC.md sections 4 and 6`, `SPEC 4`, `SPEC says`, `the SPEC's`. */
const CITATION = String.raw`SPEC(\.md)?('s| ?§| sections? [0-9]| [0-9]| says)`;

/** `file:line` of every tracked line under `paths` that cites the specification, but for `skipped`. */
async function citationsIn(paths: string[], skipped: string[] = []): Promise<string[]> {
  const excluded = skipped.map((file) => `:(exclude)${file}`);
  const args = ['grep', '-n', '-E', '-e', CITATION, '--', ...paths, ...excluded];
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
    .map((line) => line.split(':').slice(0, 2).join(':'));
}

describe('citations of the specification', () => {
  it('are written nowhere in the source, the contract or the docs', async () => {
    const self = path.relative(root, import.meta.filename);
    expect(await citationsIn(['.'], [self])).toEqual([]);
  });

  it('are found, with file and line, where they are written', async () => {
    // A planted citation, in this file, which the scan of the whole repository skips.
    const planted = 'toast defaults (SPEC.md section 9)';
    const hits = await citationsIn(['scripts/conventions']);
    expect(planted).toMatch(new RegExp(CITATION));
    expect(hits).toContainEqual(
      expect.stringMatching(/^scripts\/conventions\/spec-citations\.test\.ts:\d+$/),
    );
    for (const other of ['SPEC §4', 'SPEC.md § 2', 'SPEC section 3', 'SPEC 4 and 6', "the SPEC's call"])
      expect(other).toMatch(new RegExp(CITATION));
    expect('SPEC.md is the product specification').not.toMatch(new RegExp(CITATION));
  });
});
