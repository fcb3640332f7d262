import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';
import { grant, ledgerCheck } from './wallet-fixtures.ts';

const DAY = 86_400_000;
type Status = { levelType: number; coinNum: number };

describe.each(dbKinds)('VIP (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t.close());

  it('lists the tiers with price, days and privileges', async () => {
    const res = await portalPost<
      { id: number; name: string; price: number; days: number; privileges: string[] }[]
    >(t.app, '/vip/vipconfig');
    expect(res.body.data.map((x) => [x.name, x.price, x.days])).toEqual([
      ['月卡', 300, 30],
      ['季卡', 800, 90],
      ['年卡', 2800, 365],
    ]);
    expect(res.body.data[0]?.privileges).toContain('免费下载全部游戏');
  });

  it('buys with X钻, sets levelType, and extends an active membership from its end', async () => {
    const s = await registerUser(t.app);
    const poor = await portalPost(t.app, '/vip/vipopen', { tierId: 1 }, s);
    expect(poor.body).toMatchObject({ code: 1001, msg: '当前X钻余额不足' });
    await grant(t.app, s.uid, 1100);
    const before = Date.now();
    const first = await portalPost<{ levelType: number; vipExpireAt: string; coinNum: number }>(
      t.app,
      '/vip/vipopen',
      { tierId: 1 },
      s,
    );
    expect(first.body.data).toMatchObject({ levelType: 1, coinNum: 800 });
    const end1 = Date.parse(first.body.data.vipExpireAt);
    expect(end1 - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(end1 - before).toBeLessThan(30 * DAY + 60_000);
    const me = await portalPost<Status>(t.app, '/user/center/me', { uid: s.uid }, s);
    expect(me.body.data).toMatchObject({ levelType: 1, coinNum: 800 });
    const second = await portalPost<{ vipExpireAt: string; coinNum: number }>(
      t.app,
      '/vip/vipopen',
      { tierId: 2 },
      s,
    );
    expect(Date.parse(second.body.data.vipExpireAt) - end1).toBe(90 * DAY);
    expect(second.body.data.coinNum).toBe(0);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, sum: 0, entries: 3, chainOk: true });
  });

  it('an expired membership is levelType 0 and restarts from now', async () => {
    const s = await registerUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ vip_expire_at: new Date(Date.now() - DAY).toISOString() })
      .where('uid', '=', s.uid)
      .execute();
    const me = await portalPost<Status>(t.app, '/user/center/me', { uid: s.uid }, s);
    expect(me.body.data.levelType).toBe(0);
    await grant(t.app, s.uid, 300);
    const before = Date.now();
    const res = await portalPost<{ vipExpireAt: string }>(t.app, '/vip/vipopen', { tierId: 1 }, s);
    expect(Date.parse(res.body.data.vipExpireAt) - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
  });

  it('unknown tier is 404, guests 401', async () => {
    const s = await registerUser(t.app);
    expect((await portalPost(t.app, '/vip/vipopen', { tierId: 9 }, s)).status).toBe(404);
    expect((await portalPost(t.app, '/vip/vipopen', { tierId: 1 })).status).toBe(401);
  });
});
