import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSecurityApi } from '../src/api/account-security.js';
import { moderationApi } from '../src/api/moderation.js';
import { pushApi } from '../src/api/push.js';
import { reviewsApi } from '../src/api/reviews.js';
import { rewardsApi } from '../src/api/rewards.js';
import { searchApi } from '../src/api/search.js';
import { setup } from './support/portal-fixture.js';
import type { WireServer } from './support/wire-server.js';

const here = dirname(fileURLToPath(import.meta.url));
const contract = readFileSync(join(here, '../../../openapi/portal.yaml'), 'utf8');

/** operationId → method and path, read from the contract's path items. */
function operationsOf(yaml: string): Map<string, { method: string; path: string }> {
  const ops = new Map<string, { method: string; path: string }>();
  let path = '';
  let method = '';
  for (const line of yaml.slice(yaml.indexOf('\npaths:'), yaml.indexOf('\ncomponents:')).split('\n')) {
    const p = /^ {2}(\/\S*):\s*$/.exec(line);
    if (p?.[1]) path = p[1];
    const m = /^ {4}(get|post|put|delete|patch):\s*$/.exec(line);
    if (m?.[1]) method = m[1].toUpperCase();
    const id = /^ {6}operationId:\s*(\w+)/.exec(line);
    if (id?.[1]) ops.set(id[1], { method, path });
  }
  return ops;
}

const allOperations = operationsOf(contract);
/** The player SDK's operations; the console's (operationId admin…) go through @portal/sdk/admin's client. */
const operations = new Map([...allOperations].filter(([id]) => !id.startsWith('admin')));
let server: WireServer;
let portal: Awaited<ReturnType<typeof setup>>['portal'];

beforeAll(async () => {
  const t = await setup();
  server = t.server;
  portal = t.portal;
});
afterAll(() => server.close());

describe('contract coverage', () => {
  it('reads the operations of the contract', () => {
    expect(operations.size).toBeGreaterThan(70);
  });
  it("leaves out only the console's operations, all under /v1/admin", () => {
    const console = [...allOperations].filter(([id]) => id.startsWith('admin'));
    expect(console.length).toBeGreaterThan(0);
    for (const [id, { path }] of console) expect(path, id).toMatch(/^\/v1\/admin\//);
  });
  it('every operation has a wrapper that calls its method and path, and every wrapper is an operation', async () => {
    const areas = {
      ...portal.api,
      search: searchApi(portal.clients),
      moderation: moderationApi(portal.clients),
      reviews: reviewsApi(portal.clients),
      rewards: rewardsApi(portal.clients),
      accountSecurity: accountSecurityApi(portal.clients),
      push: pushApi(portal.clients),
    };
    const wrappers = Object.values(areas).flatMap((area) => Object.entries(area)) as [
      string,
      (...args: unknown[]) => Promise<unknown>,
    ][];
    expect(wrappers.map(([name]) => name).sort()).toEqual([...operations.keys()].sort());
    for (const [name, call] of wrappers) {
      const op = operations.get(name);
      if (!op) throw new Error(`no operation ${name}`);
      const before = server.requests.length;
      const upload = name === 'uploadAvatar' || name === 'uploadMedia';
      await (upload ? call(new Blob(['x']), 'x.png') : call(7, 8, {}));
      const sent = server.requests[before];
      const base = op.path.startsWith('/v1/') ? '/api' : '/portal';
      const pattern = new RegExp(`^${base}${op.path.replace(/\{\w+\}/g, '\\d+')}$`);
      expect({ name, method: sent?.method, matches: pattern.test(sent?.path ?? '') }).toEqual({
        name,
        method: op.method,
        matches: true,
      });
    }
  });
});

describe('no React', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) =>
      statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)],
    );
  it('no source file imports react or touches window directly', () => {
    for (const file of files(join(here, '../src'))) {
      const text = readFileSync(file, 'utf8');
      expect({ file, react: /from ['"]react|require\(['"]react/.test(text) }).toEqual({ file, react: false });
      // Generated types only carry the contract's prose; everything else must go through adapters.
      if (!file.includes('generated')) {
        expect({ file, window: /\bwindow\./.test(text) }).toEqual({ file, window: false });
      }
    }
  });
  it('the package does not depend on react', () => {
    const pkg = JSON.parse(readFileSync(join(here, '../package.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    expect(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })).not.toContain('react');
  });
});
