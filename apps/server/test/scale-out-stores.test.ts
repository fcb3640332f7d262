// The shared stores one by one: RedisCache behaves as MemoryCache does, an app on Redis answers as one
// in-process does, readiness reports a dead dependency, and the S3 file store serves /files/ like disk.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cache } from '../src/cache/cache.ts';
import { redisContentChanges } from '../src/cache/content-changes.ts';
import { MemoryCache } from '../src/cache/memory.ts';
import { RedisCache } from '../src/cache/redis-cache.ts';
import { dropRedisPrefix, freePort, REDIS_URL, redisReachable } from './helpers/cluster.ts';
import { freshIp, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';
import { type LocalS3, startLocalS3 } from './helpers/s3-server.ts';

const redisUp = await redisReachable();
if (!redisUp) console.warn(`Redis not reachable at ${REDIS_URL}: the Redis variants are SKIPPED`);
const prefix = `test:${randomBytes(6).toString('hex')}:`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(async () => {
  if (redisUp) await dropRedisPrefix(prefix);
});

const kinds = redisUp ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(kinds)('Cache semantics (%s)', (kind) => {
  const caches: Cache[] = [];
  const make = (p = `${prefix}sem:`): Cache => {
    const c = kind === 'redis' ? new RedisCache(REDIS_URL, p) : new MemoryCache();
    caches.push(c);
    return c;
  };
  afterAll(() => Promise.all(caches.map((c) => c.close())));

  it('keeps JSON values until their time to live, and forgets deleted ones', async () => {
    const c = make();
    await c.set('list', [{ id: 1, name: '热门' }, null], 150);
    expect(await c.get('list')).toEqual([{ id: 1, name: '热门' }, null]);
    await c.set('gone', 'x', 1000);
    await c.del('gone');
    expect(await c.get('gone')).toBeUndefined();
    await sleep(250);
    expect(await c.get('list')).toBeUndefined();
  });

  it('counts in a window that starts at the first hit and then expires', async () => {
    const c = make();
    expect(await c.incr('hits', 200)).toBe(1);
    expect(await c.incr('hits', 200)).toBe(2);
    expect(await c.incr('hits', 200)).toBe(3);
    await sleep(300);
    expect(await c.incr('hits', 200)).toBe(1);
  });
});

describe.skipIf(!redisUp)('RedisCache sharing', () => {
  const a = new RedisCache(REDIS_URL, `${prefix}share:`);
  const b = new RedisCache(REDIS_URL, `${prefix}share:`);
  const other = new RedisCache(REDIS_URL, `${prefix}other:`);
  afterAll(() => Promise.all([a.close(), b.close(), other.close()]));

  it('two clients on one prefix share counters and values; another prefix sees none of them', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).incr('n', 10_000)));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await a.set('v', { ok: true }, 10_000);
    expect(await b.get('v')).toEqual({ ok: true });
    expect(await other.get('v')).toBeUndefined();
    expect(await other.incr('n', 10_000)).toBe(1);
  });
});

describe.skipIf(!redisUp)('content changes over Redis', () => {
  const connections = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
  const [a, b] = connections.map((redis) => redisContentChanges(redis, `${prefix}changes:`));
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    for (const redis of connections) redis.disconnect();
  });

  it("an operator's change is heard once by the instance that made it and once by every other", async () => {
    const heard = { a: 0, b: 0 };
    a?.onChange(() => heard.a++);
    b?.onChange(() => heard.b++);
    // The subscriptions are made as each instance starts, without waiting: give them a moment.
    await sleep(300);
    await a?.announce();
    await expect.poll(() => heard.b).toBe(1);
    await sleep(300);
    expect(heard).toEqual({ a: 1, b: 1 });
  });
});

describe.each(kinds)('an app on the %s cache answers the same', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      db: 'sqlite',
      env: kind === 'redis' ? { REDIS_URL, REDIS_PREFIX: `${prefix}app:` } : {},
    });
  });
  afterAll(() => t?.close());

  it('a second SMS code within 60 s is refused, whichever cache counts', async () => {
    const phone = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const first = await portalPost(t.app, '/user/smsCode', { phone, scene: 'login' });
    const second = await portalPost(t.app, '/user/smsCode', { phone, scene: 'login' });
    expect(first.body.code).toBe(0);
    expect(second.body).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
  });

  it('a looked-up session ends at logout at once, although lookups are cached', async () => {
    const u = await registerUser(t.app);
    expect((await portalPost(t.app, '/user/center/me', { uid: u.uid }, u)).body.code).toBe(0);
    expect((await portalPost(t.app, '/user/logout', {}, u)).body.code).toBe(0);
    expect((await portalPost(t.app, '/user/center/me', { uid: u.uid }, u)).body.code).toBe(2);
  });

  it('the login limit (10 a minute per address) bites on the 11th try', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await portalPost(
        t.app,
        '/user/login',
        { name: 'nobody_here', password: 'wrong123' },
        null,
        { ip },
      );
      codes.push(res.status);
    }
    expect(codes.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('is ready, and says what it checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { db: 'ok', cache: kind === 'redis' ? 'ok' : 'memory', files: 'local' },
    });
  });
});

describe('readiness with Redis down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on a port we just freed: Redis is "down".
    t = await startTestApp({ db: 'sqlite', env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  });
  afterAll(() => t?.close());

  it('/ready answers 503 naming the cache; /health still answers 200', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      code: 503,
      msg: '服务未就绪',
      data: { db: 'ok', cache: 'unreachable', files: 'local' },
    });
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().code).toBe(0);
  });
});

describe('S3 file store (s3rver on loopback)', () => {
  let s3: LocalS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await startTestApp({ db: 'sqlite', env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores under /files/ URLs and serves them back with type, immutable caching, ETag and ranges', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>';
    const url = await t.app.files.put('covers/2026/x1.svg', svg);
    expect(url).toBe('/files/covers/2026/x1.svg');
    expect((await t.app.files.get('covers/2026/x1.svg'))?.toString()).toBe(svg);
    // Nothing on local disk: the instance keeps no file of its own.
    expect(await (await import('node:fs/promises')).readdir(t.config.dataDir)).not.toContain('files');

    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(svg);
    const etag = String(res.headers.etag);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('<svg');
    expect(part.headers['content-range']).toBe(`bytes 0-3/${svg.length}`);
  });

  it('answers the JSON 404 for a missing or deleted file, and never leaves the bucket folder', async () => {
    await t.app.files.put('tmp/y.txt', 'bye');
    await t.app.files.delete('tmp/y.txt');
    expect(await t.app.files.get('tmp/y.txt')).toBeNull();
    for (const url of ['/files/tmp/y.txt', '/files/nothing/here.png', '/files/a/../../etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(404);
    }
    await expect(t.app.files.put('../escape.txt', 'x')).rejects.toThrow();
  });

  it('is ready only while the bucket answers', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.json()).toEqual({ code: 0, msg: 'ok', data: { db: 'ok', cache: 'memory', files: 'ok' } });
  });
});
