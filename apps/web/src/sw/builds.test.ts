import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTwoBuilds } from './builds';

/** An in-memory Cache Storage: names to maps of URL to body text. */
function fakeCaches() {
  const stores = new Map<string, Map<string, string>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, string>();
    stores.set(name, store);
    return {
      match: async (key: string) => (store.has(key) ? new Response(store.get(key)) : undefined),
      put: async (key: string, response: Response) => void store.set(key, await response.text()),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

const precache = (b: string) => `xzl-precache-${b}`;
const pages = (b: string) => `xzl-pages-${b}`;

afterEach(() => vi.unstubAllGlobals());

describe('the per-build caches', () => {
  it('keep the current build and the one before; older builds and other caches go or stay as they should', async () => {
    const fake = fakeCaches();
    vi.stubGlobal('caches', fake.api);
    for (const name of ['xzl-answers', 'xzl-offline-chapters']) await fake.api.open(name);
    for (const build of ['a', 'b', 'c']) {
      await fake.api.open(precache(build));
      await fake.api.open(pages(build));
      await keepTwoBuilds(build, [precache, pages]);
    }
    expect([...fake.stores.keys()].sort()).toEqual(
      [
        'xzl-answers',
        'xzl-builds',
        'xzl-offline-chapters',
        precache('b'),
        precache('c'),
        pages('b'),
        pages('c'),
      ].sort(),
    );
    // The same build activating again (a reload) keeps the one before it.
    await keepTwoBuilds('c', [precache, pages]);
    expect(fake.stores.has(precache('b'))).toBe(true);
  });
});
