import type { Cache } from './cache.ts';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/** Bounded so that many distinct keys (search suggestions, per-address limits) cannot exhaust memory. */
export const MAX_ENTRIES = 100_000;

export class MemoryCache implements Cache {
  #entries = new Map<string, Entry>();
  #sweeper: NodeJS.Timeout;
  readonly maxEntries: number;

  constructor(now: () => number = Date.now, maxEntries = MAX_ENTRIES) {
    this.now = now;
    this.maxEntries = maxEntries;
    this.#sweeper = setInterval(() => this.#sweep(), 60_000);
    this.#sweeper.unref();
  }

  now: () => number;

  #live(key: string): Entry | undefined {
    const e = this.#entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return e;
  }

  #lastSweep = 0;

  #sweep(): void {
    const t = this.now();
    this.#lastSweep = t;
    for (const [k, e] of this.#entries) if (e.expiresAt <= t) this.#entries.delete(k);
  }

  async delPrefix(prefix: string): Promise<void> {
    for (const k of this.#entries.keys()) if (k.startsWith(prefix)) this.#entries.delete(k);
  }

  async get<T>(key: string): Promise<T | undefined> {
    return this.#live(key)?.value as T | undefined;
  }

  /** Map order is insertion order: when full, expired entries go first, then the oldest. */
  #store(key: string, entry: Entry): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      // A full sweep is O(n): at most once a second, otherwise just drop the oldest.
      if (this.now() - this.#lastSweep > 1000) this.#sweep();
      for (const k of this.#entries.keys()) {
        if (this.#entries.size < this.maxEntries) break;
        this.#entries.delete(k);
      }
    }
    this.#entries.set(key, entry);
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.#store(key, { value, expiresAt: this.now() + ttlMs });
  }

  async del(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const e = this.#live(key);
    if (!e) {
      this.#store(key, { value: 1, expiresAt: this.now() + ttlMs });
      return 1;
    }
    e.value = (e.value as number) + 1;
    return e.value as number;
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#entries.clear();
  }
}
