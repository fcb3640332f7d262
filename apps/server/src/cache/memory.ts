import type { Cache } from './cache.ts';

interface Entry {
  value: unknown;
  expiresAt: number;
}

export class MemoryCache implements Cache {
  #entries = new Map<string, Entry>();
  #sweeper: NodeJS.Timeout;

  constructor(now: () => number = Date.now) {
    this.now = now;
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

  #sweep(): void {
    const t = this.now();
    for (const [k, e] of this.#entries) if (e.expiresAt <= t) this.#entries.delete(k);
  }

  async get<T>(key: string): Promise<T | undefined> {
    return this.#live(key)?.value as T | undefined;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.#entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async del(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const e = this.#live(key);
    if (!e) {
      this.#entries.set(key, { value: 1, expiresAt: this.now() + ttlMs });
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
