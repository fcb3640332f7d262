// Two real server processes behind an imaginary load balancer: one PostgreSQL database, one Redis
// prefix, one S3-compatible bucket. What a user sees must not depend on which instance answers.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { connect, type DbHandle } from '../src/db/connect.ts';
import { migrations } from '../src/db/migrations/index.ts';
import {
  defineInstance,
  dropRedisPrefix,
  freshDatabase,
  type Instance,
  REDIS_URL,
  redisReachable,
} from './helpers/cluster.ts';
import { call, type Outcome, rawPost, register } from './helpers/cluster-http.ts';
import { dbKinds, freshIp } from './helpers/index.ts';
import { type LocalS3, startLocalS3 } from './helpers/s3-server.ts';
import { grant, insertGames, ledgerCheck } from './wallet-fixtures.ts';

/** A real 1x1 PNG: uploads are sniffed by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

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
      // Concurrent seeding is covered in scale-out-startup.test.ts; here it would only cost time.
      SEED_ON_START: '0',
      ...s3.env,
    };
    [a, b] = await Promise.all([defineInstance('a', env), defineInstance('b', env)]);
    // Both at once on an empty database: one migrates, the other waits for it.
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

  it('started together on an empty database, they applied each migration exactly once', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(handle.db);
    const names = applied.rows.map((r) => r.name).sort();
    expect(names).toEqual(Object.keys(migrations).sort());
  });

  it('a file uploaded through one instance (into the bucket) is served by the other', async () => {
    const s = await register(a.base);
    const form = new FormData();
    form.set('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${a.base}/portal/user/center/uploadAvatar`, {
      method: 'POST',
      headers: { 'ug-uid': s.uid, 'ug-token': s.token, 'x-forwarded-for': freshIp() },
      body: form,
    });
    const up = (await res.json()) as { code: number; data: { avatar: string } };
    expect(up.code).toBe(0);
    expect(up.data.avatar).toMatch(/^\/files\/avatars\/.+\.png$/);
    const file = await fetch(`${b.base}${up.data.avatar}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${b.base}/files/avatars/none.png`)).status).toBe(404);
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

  it('cached lists are one cache: a post published on one instance is listed by the other at once', async () => {
    const tag = await handle.db
      .insertInto('square_tags')
      .values({ tag: `扩容${randomBytes(2).toString('hex')}`, sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = async (base: string) => {
      const res = await fetch(`${base}/api/v1/square/post/list?tagId=${tag.id}&pageNum=1&pageSize=10`, {
        headers: { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': freshIp() },
      });
      const body = (await res.json()) as {
        code: number;
        data: { total: number; records: { content: string }[] };
      };
      expect(body.code).toBe(0);
      return body.data;
    };
    // Warm B's cached page and count, then publish through A.
    expect((await list(b.base)).total).toBe(0);
    const s = await register(a.base);
    const res = await fetch(`${a.base}/api/v1/square/post`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-for': freshIp(),
        'ug-uid': s.uid,
        'ug-token': s.token,
      },
      body: JSON.stringify({ content: '两台服务器，一份缓存', tagId: tag.id }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    const seen = await list(b.base);
    expect(seen.total).toBe(1);
    expect(seen.records.map((r) => r.content)).toEqual(['两台服务器，一份缓存']);
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

  it('a rolling restart of one instance under load drops no request', async () => {
    const s = await register(b.base);
    const form = new URLSearchParams({ appID: '2008', channelID: '0', uid: s.uid }).toString();
    const headers = { 'ug-uid': s.uid, 'ug-token': s.token };
    const answered = (o: Outcome) => o.kind === 'answered' && o.status !== 503;
    // resets: of the retried, connections reset before any answer (not refused); for the record.
    const tally = {
      sent: 0,
      retried: 0,
      resets: 0,
      dropped: 0,
      wrong: 0,
      servedByA: 0,
      servedByAAfterRestart: 0,
    };
    let restarted = false;
    let stopAt = Number.POSITIVE_INFINITY;

    // A load balancer with `proxy_next_upstream error http_503`: a request the chosen instance could
    // not take (refused, reset before any answer, 503) goes once to the other one.
    async function worker(): Promise<void> {
      while (tally.sent < stopAt && tally.sent < 3000) {
        tally.sent += 1;
        const first = tally.sent % 2 ? a : b;
        const other = first === a ? b : a;
        let servedBy = first;
        let outcome = await rawPost(first.base, '/portal/user/center/me', form, headers);
        if (!answered(outcome)) {
          tally.retried += 1;
          if (outcome.kind === 'broken') tally.resets += 1;
          servedBy = other;
          outcome = await rawPost(other.base, '/portal/user/center/me', form, headers);
        }
        if (!answered(outcome) || outcome.kind !== 'answered') {
          tally.dropped += 1;
          continue;
        }
        const body = JSON.parse(outcome.body) as { code: number; data: { uid: string } };
        if (outcome.status !== 200 || body.code !== 0 || body.data.uid !== s.uid) tally.wrong += 1;
        if (servedBy === a) {
          tally.servedByA += 1;
          if (restarted) tally.servedByAAfterRestart += 1;
        }
      }
    }

    async function rollA(): Promise<number | null> {
      while (tally.sent < 150) await new Promise((r) => setTimeout(r, 10));
      const code = await a.stop('SIGTERM');
      await a.start();
      restarted = true;
      stopAt = tally.sent + 300;
      return code;
    }

    const [exitCode] = await Promise.all([rollA(), ...Array.from({ length: 8 }, worker)]);
    const report = JSON.stringify(tally);
    expect(exitCode, 'graceful exit').toBe(0);
    expect(tally.dropped, report).toBe(0);
    expect(tally.wrong, report).toBe(0);
    // The restart was really under load: some requests met A down and went to B, and A came back.
    expect(tally.retried, report).toBeGreaterThan(0);
    expect(tally.servedByAAfterRestart, report).toBeGreaterThan(0);
  }, 60_000);
});
