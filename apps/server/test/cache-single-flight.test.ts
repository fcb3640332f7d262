import { describe, expect, it } from 'vitest';
import { cached } from '../src/cache/cache.ts';
import { MemoryCache } from '../src/cache/memory.ts';

describe('cached', () => {
  it('runs one load for calls that miss the same key at once, then serves the value', async () => {
    const cache = new MemoryCache(Date.now, 100);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 20));
      return 42;
    };
    const values = await Promise.all(Array.from({ length: 50 }, () => cached(cache, 'total', 1_000, load)));
    expect(values.every((v) => v === 42)).toBe(true);
    expect(loads).toBe(1);
    expect(await cached(cache, 'total', 1_000, load)).toBe(42);
    expect(loads).toBe(1);
    await cache.close();
  });

  it('a failed load is not shared with later calls', async () => {
    const cache = new MemoryCache(Date.now, 100);
    await expect(cached(cache, 'k', 1_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached(cache, 'k', 1_000, async () => 7)).toBe(7);
    await cache.close();
  });
});
