// openapi/README.md's inventory tables and portal.yaml must list the same calls.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callKey, contractCalls } from './contract.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** Calls from the README's inventory rows: `| GET, DELETE | /v1/a | ... |` or `| /a, /b | ... |`. */
function inventoryCalls(): string[] {
  const section = readme.slice(readme.indexOf('## Inventory'));
  const calls: string[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4) continue;
    const [methodCell = '', pathCell = ''] = /^[A-Z, ]+$/.test(cells[1] ?? '')
      ? [cells[1], cells[2]]
      : ['POST', cells[1]];
    const paths = pathCell
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p.startsWith('/'));
    for (const path of paths) {
      const base = path.startsWith('/v1/') ? '/api' : '/portal';
      for (const method of methodCell.split(',').map((m) => m.trim()))
        calls.push(callKey(method, `${base}${path}`));
    }
  }
  return calls;
}

describe('README inventory', () => {
  const listed = inventoryCalls();

  it('is parsed (both families)', () => {
    expect(listed).toContain('GET /api/v1/square/tag/list');
    expect(listed).toContain('DELETE /api/v1/square/post/{id}');
    expect(listed).toContain('POST /portal/user/book/unsubscribe');
    expect(listed.length).toBeGreaterThan(70);
  });

  it('has every row in the contract', () => {
    expect(listed.filter((call) => !contractCalls.has(call))).toEqual([]);
  });

  it('lists every contract call', () => {
    const inReadme = new Set(listed);
    expect([...contractCalls].filter((call) => !inReadme.has(call))).toEqual([]);
  });
});
