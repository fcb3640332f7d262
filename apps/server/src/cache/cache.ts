/**
 * Small shared key-value store for rate limits and hot lists. In-memory today; a Redis
 * implementation behind the same interface makes limits shared across instances.
 * Values must be JSON-serialisable so that swap is transparent.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a counter, creating it with `ttlMs` to live; returns the new value. */
  incr(key: string, ttlMs: number): Promise<number>;
  close(): Promise<void>;
}

/** get-or-compute with a time to live. */
export async function cached<T>(cache: Cache, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, ttlMs);
  return value;
}
