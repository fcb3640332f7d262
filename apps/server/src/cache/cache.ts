/**
 * Small shared key-value store for rate limits, send throttles, hot lists and session lookups.
 * In-process (MemoryCache) by default; RedisCache when REDIS_URL is set, so several instances share it.
 * Values must be JSON-serialisable so that swap is transparent.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a counter, creating it with `ttlMs` to live; returns the new value. */
  incr(key: string, ttlMs: number): Promise<number>;
  /** Removes every key starting with `prefix` (content an operator changed). */
  delPrefix(prefix: string): Promise<void>;
  /** Throws when the store is unreachable (readiness); absent for in-process stores. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

/** Loads running in this process, per cache and key. */
const inFlight = new WeakMap<Cache, Map<string, Promise<unknown>>>();

/**
 * get-or-compute with a time to live. Calls that miss the same key at once in this process share one
 * load: when a costly value expires under load (a list's total over a million posts), the requests
 * waiting for it run it once, not once each.
 */
export async function cached<T>(
  cache: Cache,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  let running = inFlight.get(cache);
  if (!running) {
    running = new Map();
    inFlight.set(cache, running);
  }
  const shared = running.get(key) as Promise<T> | undefined;
  if (shared) return shared;
  const loads = running;
  const mine = (async () => {
    try {
      const value = await load();
      await cache.set(key, value, ttlMs);
      return value;
    } finally {
      loads.delete(key);
    }
  })();
  loads.set(key, mine);
  return mine;
}
