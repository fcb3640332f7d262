import { describe, expect, it } from 'vitest';
import { cached } from '../src/cache/cache.ts';
import { MemoryCache } from '../src/cache/memory.ts';

describe('memory cache', () => {
  it('expires entries and counters by their time to live', async () => {
    let now = 1_000;
    const c = new MemoryCache(() => now);
    await c.set('a', { x: 1 }, 100);
    expect(await c.incr('n', 50)).toBe(1);
    expect(await c.incr('n', 50)).toBe(2);
    now += 60;
    expect(await c.get('a')).toEqual({ x: 1 });
    expect(await c.incr('n', 50)).toBe(1); // a new window
    now += 50;
    expect(await c.get('a')).toBeUndefined();
    await c.close();
  });

  it('stays within its size bound, dropping the oldest entries first', async () => {
    const c = new MemoryCache(Date.now, 3);
    for (const k of ['a', 'b', 'c', 'd']) await c.set(k, k, 60_000);
    expect(await c.get('a')).toBeUndefined();
    expect(await c.get('d')).toBe('d');
    expect(await c.get('b')).toBe('b');
    await c.close();
  });

  it('computes a missing value once and serves it until it expires', async () => {
    const c = new MemoryCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(c, 'k', 60_000, load)).toBe(1);
    expect(await cached(c, 'k', 60_000, load)).toBe(1);
    expect(loads).toBe(1);
    await c.close();
  });
});
