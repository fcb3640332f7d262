import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';
import { grant, httpPortal, insertGames, ledgerCheck, listen } from './wallet-fixtures.ts';

type PayInfo = { order: { orderNo: string } };

describe.each(dbKinds)('Idempotency-Key on money-moving calls (%s)', (db) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ db });
    base = await listen(t.app);
    await insertGames(t.app, { firstId: 9001, count: 3, price: 20 });
  });
  afterAll(() => t.close());

  const key = (name: string) => ({ 'idempotency-key': `${name}-${Math.random().toString(36).slice(2, 12)}` });

  it('a replayed purchase answers the same and charges once; other parameters answer 1008', async () => {
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 100);
    const headers = key('buy');
    const first = await httpPortal<string>(base, '/user/game/download/9001', { platformType: 1 }, s, headers);
    const replay = await httpPortal<string>(
      base,
      '/user/game/download/9001',
      { platformType: 1 },
      s,
      headers,
    );
    expect(first.body).toMatchObject({ code: 0, msg: '购买成功' });
    expect(replay.body).toEqual(first.body);
    const other = await httpPortal(base, '/user/game/download/9002', { platformType: 1 }, s, headers);
    expect(other.body).toMatchObject({ code: 1008, msg: '重复请求参数不一致' });
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 80, entries: 2 });
  });

  it('concurrent calls with one key move money once and all get the same answer', async () => {
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 1000);
    const headers = key('vip');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        httpPortal<{ vipExpireAt: string }>(base, '/vip/vipopen', { tierId: 1 }, s, headers),
      ),
    );
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.vipExpireAt)).size).toBe(1);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 700, entries: 2, chainOk: true });
  });

  it('a replayed payInfo returns the same order instead of a second one', async () => {
    const s = await registerUser(t.app);
    const headers = key('pay');
    const a = await httpPortal<PayInfo>(base, '/order/payInfo', { packageId: 1 }, s, headers);
    const b = await httpPortal<PayInfo>(base, '/order/payInfo', { packageId: 1 }, s, headers);
    expect(b.body.data.order.orderNo).toBe(a.body.data.order.orderNo);
    const c = await httpPortal<PayInfo>(base, '/order/payInfo', { packageId: 1 }, s, key('pay'));
    expect(c.body.data.order.orderNo).not.toBe(a.body.data.order.orderNo);
    const orders = await portalPost<{ total: number }>(t.app, '/user/center/coin/order', {}, s);
    expect(orders.body.data.total).toBe(2);
  });

  it('a refused call stores nothing: after a recharge the same key succeeds', async () => {
    const s = await registerUser(t.app);
    const headers = key('retry');
    const poor = await httpPortal(base, '/user/game/download/9003', { platformType: 1 }, s, headers);
    expect(poor.body.code).toBe(1001);
    await grant(t.app, s.uid, 20);
    const rich = await httpPortal(base, '/user/game/download/9003', { platformType: 1 }, s, headers);
    expect(rich.body).toMatchObject({ code: 0, msg: '购买成功' });
  });

  it('keys are per user, and malformed keys are refused', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await grant(t.app, a.uid, 300);
    await grant(t.app, b.uid, 300);
    const headers = key('shared');
    expect((await httpPortal(base, '/vip/vipopen', { tierId: 1 }, a, headers)).body.code).toBe(0);
    expect((await httpPortal(base, '/vip/vipopen', { tierId: 1 }, b, headers)).body.code).toBe(0);
    expect(await ledgerCheck(t.app, b.uid)).toMatchObject({ balance: 0 });
    const bad = await httpPortal(base, '/vip/vipopen', { tierId: 1 }, a, { 'idempotency-key': 'bad key!' });
    expect(bad.status).toBe(400);
  });
});
