// Two real server processes behind an imaginary load balancer: one PostgreSQL database, one Redis
// prefix, one S3-compatible bucket. What a user sees must not depend on which instance answers.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { connect, type DbHandle } from '../src/db/connect.ts';
import {
  defineInstance,
  dropRedisPrefix,
  freshDatabase,
  type Instance,
  REDIS_URL,
  redisReachable,
} from './helpers/cluster.ts';
import { call, register } from './helpers/cluster-http.ts';
import { dbKinds, freshIp } from './helpers/index.ts';
import { type LocalS3, startLocalS3 } from './helpers/s3-server.ts';
import { grant, insertGames, ledgerCheck } from './wallet-fixtures.ts';

const servicesUp = dbKinds.includes('postgres') && (await redisReachable());
if (!servicesUp) console.warn('PostgreSQL or Redis not reachable: the scale-out cluster tests are SKIPPED');

describe.skipIf(!servicesUp)('two instances on PostgreSQL + Redis + S3', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let s3: LocalS3;
  let handle: DbHandle;
  /** The fixtures only use `app.db`; the processes under test own the real apps. */
  let fixtures: FastifyInstance;
  let a: Instance;
  let b: Instance;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    [database, s3] = await Promise.all([freshDatabase(), startLocalS3()]);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      TRUST_PROXY: '1',
      APP_SECRET: 'shared-app-secret',
      PAYMENT_SECRET: 'shared-payment-secret',
      ...s3.env,
    };
    [a, b] = await Promise.all([defineInstance('a', env), defineInstance('b', env)]);
    // Both at once on an empty database: one migrates and seeds, the other waits for it.
    await Promise.all([a.start(), b.start()]);
    handle = connect(loadConfig({ DATABASE_URL: database.url }));
    fixtures = { db: handle.db } as unknown as FastifyInstance;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
    await handle?.destroy();
    await database?.drop();
    await s3?.close();
    await dropRedisPrefix(prefix);
  }, 60_000);

  it('started together on an empty database, they migrated and seeded it exactly once', async () => {
    const dupes = await handle.db
      .selectFrom('users')
      .select(['name', handle.db.fn.countAll<number>().as('n')])
      .groupBy('name')
      .having(handle.db.fn.countAll(), '>', 1)
      .execute();
    expect(dupes).toEqual([]);
    const demo = await handle.db.selectFrom('users').select('uid').where('name', '=', 'demo').execute();
    expect(demo).toHaveLength(1);
  });

  it('a file stored by one instance (seed, in the bucket) is served by both', async () => {
    const game = await handle.db.selectFrom('games').select('icon').limit(1).executeTakeFirstOrThrow();
    expect(game.icon).toMatch(/^\/files\/.+\.svg$/);
    for (const inst of [a, b]) {
      const res = await fetch(`${inst.base}${game.icon}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toContain('<svg');
    }
  });

  it('a session created on one instance works on the other, and a logout on either ends it on both', async () => {
    const s = await register(a.base);
    const me = await call<{ uid: string }>(b.base, '/user/center/me', { uid: s.uid }, { session: s });
    expect(me.body.code).toBe(0);
    expect(me.body.data.uid).toBe(s.uid);
    // Warm both instances' lookups, then log out on B: A must refuse the token at once.
    await call(a.base, '/user/center/me', { uid: s.uid }, { session: s });
    expect((await call(b.base, '/user/logout', {}, { session: s })).body.code).toBe(0);
    const after = await call(a.base, '/user/center/me', { uid: s.uid }, { session: s });
    expect(after.body).toMatchObject({ code: 2, msg: '登录已失效，请重新登录' });
  });

  it('the SMS send limit holds across both: one code per phone per 60 s, whichever instance is asked', async () => {
    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 ? a.base : b.base, '/user/smsCode', { phone, scene: 'login' }),
      ),
    );
    expect(answers.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
    const again = await call(a.base, '/user/smsCode', { phone, scene: 'login' });
    expect(again.body).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
  });

  it('the per-address SMS budget (20 an hour) is one budget across both instances', async () => {
    const ip = freshIp();
    const phones = Array.from(
      { length: 21 },
      (_, i) => `1370${String(Date.now() % 1e5).padStart(5, '0')}${String(i).padStart(2, '0')}`,
    );
    const first20 = await Promise.all(
      phones
        .slice(0, 20)
        .map((phone, i) => call(i % 2 ? a.base : b.base, '/user/smsCode', { phone, scene: 'login' }, { ip })),
    );
    expect(first20.map((r) => r.body.code)).toEqual(Array(20).fill(0));
    const over = await call(b.base, '/user/smsCode', { phone: phones[20]!, scene: 'login' }, { ip });
    expect(over.status).toBe(429);
    // Another client address still has its own budget.
    expect((await call(a.base, '/user/smsCode', { phone: phones[20]!, scene: 'login' })).body.code).toBe(0);
  });

  it('200 concurrent purchases split across both keep the ledger invariant: exactly 5 paid with 50 X钻', async () => {
    const games = await insertGames(fixtures, { firstId: 9001, count: 40, price: 10 });
    const s = await register(b.base);
    await grant(fixtures, s.uid, 50);
    const requests = Array.from({ length: 200 }, (_, i) => games[i % games.length]!);
    const answers = await Promise.all(
      requests.map((id, i) =>
        call<string>(
          i % 2 ? a.base : b.base,
          `/user/game/download/${id}`,
          { platformType: 1 },
          { session: s },
        ),
      ),
    );
    expect(answers.every((r) => r.body.code === 0 || r.body.code === 1001)).toBe(true);
    expect(answers.filter((r) => r.body.msg === '购买成功')).toHaveLength(5);
    expect(await ledgerCheck(fixtures, s.uid)).toEqual({ balance: 0, sum: 0, entries: 6, chainOk: true });
    const owned = await handle.db
      .selectFrom('game_purchases')
      .select('game_id')
      .where('uid', '=', s.uid)
      .execute();
    expect(owned).toHaveLength(5);
  });
});
