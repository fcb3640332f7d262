import { Redis } from 'ioredis';
import type { Cache } from './cache.ts';

/**
 * The Cache on Redis, so rate limits, send throttles, cached lists and session lookups are one
 * state for every instance behind the load balancer. Every key gets `prefix` (one deployment, or
 * one test run, per prefix). Values are JSON, exactly what MemoryCache accepts.
 */
export class RedisCache implements Cache {
  readonly redis: Redis;

  constructor(url: string, prefix: string) {
    this.redis = new Redis(url, {
      keyPrefix: prefix,
      // A request waiting on a dead Redis should fail within a second or two (answer 500, readiness
      // goes red) rather than hang until the client gives up.
      maxRetriesPerRequest: 2,
      connectTimeout: 2_000,
    });
    // Without a listener ioredis prints every reconnect failure to stderr as "Unhandled error event".
    this.redis.on('error', () => {});
  }

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    // JSON.stringify(undefined) is undefined: MemoryCache would keep it and `get` would miss; same here.
    if (value === undefined) return this.del(key);
    await this.redis.set(key, JSON.stringify(value), 'PX', ms(ttlMs));
  }

  async del(key: string): Promise<void> {
    await this.redis.del(key);
  }

  /** SCAN (never KEYS, which blocks Redis) for the prefixed keys, deleted in batches. */
  async delPrefix(prefix: string): Promise<void> {
    const own = this.redis.options.keyPrefix ?? '';
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(
        cursor,
        'MATCH',
        `${own}${escapeGlob(prefix)}*`,
        'COUNT',
        500,
      );
      cursor = next;
      // SCAN answers full names; commands add keyPrefix again, so it is taken off first.
      if (keys.length > 0) await this.redis.del(...keys.map((k) => k.slice(own.length)));
    } while (cursor !== '0');
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    // Create-with-TTL and increment in one MULTI: a counter can never be left without its expiry,
    // and the window starts at the first hit as in MemoryCache.
    const results = await this.redis.multi().set(key, 0, 'PX', ms(ttlMs), 'NX').incr(key).exec();
    const [err, value] = results?.[1] ?? [new Error('redis: MULTI aborted'), null];
    if (err) throw err;
    return Number(value);
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}

function ms(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs));
}

function escapeGlob(s: string): string {
  return s.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}
