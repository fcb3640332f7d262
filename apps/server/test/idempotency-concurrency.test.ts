// Many concurrent calls with one Idempotency-Key: the first runs, every other one waits for it and gets its
// answer, byte for byte, on both databases. Each case leaves room for exactly one success, so an area's own
// once-only rule (a check-in a day, a gift per user, the balance) would refuse the followers if they ran.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, registerUser, type Session, startTestApp, type TestApp } from './helpers/index.ts';
import { grant, type HttpAnswer, httpPortal, insertGames, ledgerCheck, listen } from './wallet-fixtures.ts';

const CALLS = 20;

describe.each(dbKinds)('one Idempotency-Key, %i concurrent calls (%s)'.replace('%i', String(CALLS)), (db) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // The refusal case calls vipopen CALLS + 1 times in a minute, one more than the route's limit.
    t = await startTestApp({ db, env: { RATE_LIMITS: 'vip-open=100' } });
    base = await listen(t.app);
    await insertGames(t.app, { firstId: 9501, count: 1, price: 20 });
  });
  afterAll(() => t.close());

  const key = () => ({ 'idempotency-key': `conc-${randomUUID()}` });

  /** CALLS calls at once with one key; all answers must equal the first. */
  async function together<T>(path: string, body: Record<string, number>, s: Session, expectCode = 0) {
    const headers = key();
    const answers: HttpAnswer<T>[] = await Promise.all(
      Array.from({ length: CALLS }, () => httpPortal<T>(base, path, body, s, headers)),
    );
    expect(answers[0]?.body.code).toBe(expectCode);
    for (const a of answers) expect({ status: a.status, body: a.body }).toEqual(answers[0]);
    return answers[0] as HttpAnswer<T>;
  }

  it('check-in: one reward, the same answer for all', async () => {
    const s = await registerUser(t.app);
    const first = await together<{ reward: number }>('/user/checkin/sign', {}, s);
    expect(first.body.data.reward).toBe(5);
    const rows = await t.app.db.selectFrom('checkins').select('day').where('uid', '=', s.uid).execute();
    expect(rows).toHaveLength(1);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 5, entries: 1, chainOk: true });
  });

  it('gift claim: one code handed out, the same code in every answer', async () => {
    const now = Date.now();
    const pack = await t.app.db
      .insertInto('gift_packs')
      .values({
        game_id: 9501,
        title: '并发礼包',
        content: '金币×100',
        stock_total: 5,
        stock_left: 5,
        starts_at: new Date(now - 60_000).toISOString(),
        ends_at: new Date(now + 86_400_000).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const giftId = Number(pack.id);
    await t.app.db
      .insertInto('gift_codes')
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          pack_id: giftId,
          code: `C${giftId}-${i}`,
          claimed_by: null,
          claimed_at: null,
        })),
      )
      .execute();
    const s = await registerUser(t.app);
    const first = await together<{ code: string }>('/user/gift/claim', { giftId }, s);
    expect(first.body.data.code).toMatch(/^C\d+-\d$/);
    const left = await t.app.db
      .selectFrom('gift_packs')
      .select('stock_left')
      .where('id', '=', giftId)
      .executeTakeFirstOrThrow();
    expect(left.stock_left).toBe(4);
  });

  it('VIP opening with X钻 for exactly one: debited once, the same expiry for all', async () => {
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 300);
    const first = await together<{ vipExpireAt: string }>('/vip/vipopen', { tierId: 1 }, s);
    expect(first.body.data.vipExpireAt).toBeTruthy();
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, entries: 2, chainOk: true });
  });

  it('paid download with X钻 for exactly one: bought once, every answer says 购买成功', async () => {
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 20);
    const first = await together<string>('/user/game/download/9501', { platformType: 1 }, s);
    expect(first.body.msg).toBe('购买成功');
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, entries: 2, chainOk: true });
  });

  it('payInfo: one order, the same order number for all', async () => {
    const s = await registerUser(t.app);
    const first = await together<{ order: { orderNo: string } }>('/order/payInfo', { packageId: 1 }, s);
    expect(first.body.data.order.orderNo).toBeTruthy();
    const orders = await t.app.db
      .selectFrom('payment_orders')
      .select('order_no')
      .where('uid', '=', s.uid)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('a refusal under one key stores nothing: all are refused alike, and a retry after a recharge succeeds', async () => {
    const s = await registerUser(t.app);
    const headers = key();
    const refused = await Promise.all(
      Array.from({ length: CALLS }, () => httpPortal(base, '/vip/vipopen', { tierId: 1 }, s, headers)),
    );
    expect(refused.map((a) => a.body.code)).toEqual(Array(CALLS).fill(1001));
    await grant(t.app, s.uid, 300);
    const retry = await httpPortal(base, '/vip/vipopen', { tierId: 1 }, s, headers);
    expect(retry.body.code).toBe(0);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, entries: 2, chainOk: true });
  });
});
