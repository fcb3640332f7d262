import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, operatorSession } from './helpers/admin.ts';
import { dbKinds, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';
import { grant, insertGames, ledgerCheck } from './wallet-fixtures.ts';

describe.each(dbKinds)('paid downloads (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
    await insertGames(t.app, { firstId: 5001, count: 1, price: 0, free: true });
    await insertGames(t.app, { firstId: 6001, count: 3, price: 30 });
  });
  afterAll(() => t.close());

  it('free games download for guests with an absolute URL', async () => {
    const res = await portalPost<string>(t.app, '/user/game/download/5001', { platformType: 2 });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatch(/^http:\/\/.+\/files\/games\/5001\/game\.ipa$/);
  });

  it('links point at the origin the client reached, unless PUBLIC_URL says otherwise', async () => {
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/portal/user/game/download/5001',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'platformType=1',
      });
    const viaLan = (await call({ host: '192.168.1.20:8123' })).json();
    expect(viaLan.data).toBe('http://192.168.1.20:8123/files/games/5001/game.apk');
    const configured = await startTestApp({ db, env: { PUBLIC_URL: 'https://cdn.example.com/' } });
    try {
      await insertGames(configured.app, { firstId: 5001, count: 1, price: 0, free: true });
      const res = await configured.app.inject({
        method: 'POST',
        url: '/portal/user/game/download/5001',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: '192.168.1.20:8123' },
        payload: 'platformType=1',
      });
      expect(res.json().data).toBe('https://cdn.example.com/files/games/5001/game.apk');
    } finally {
      await configured.close();
    }
  });

  it('guests cannot download paid games (1007)', async () => {
    const res = await portalPost(t.app, '/user/game/download/6001', { platformType: 1 });
    expect(res.body).toMatchObject({ code: 1007, msg: '请先登录' });
  });

  it('refuses when the balance is too low and charges nothing', async () => {
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 29);
    const res = await portalPost(t.app, '/user/game/download/6001', { platformType: 1 }, s);
    expect(res.body).toMatchObject({ code: 1001, msg: '当前X钻余额不足' });
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 29, sum: 29, entries: 1 });
  });

  it('charges buyAmount once; later downloads of a bought game are free', async () => {
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 100);
    const first = await portalPost<string>(t.app, '/user/game/download/6002', { platformType: 1 }, s);
    expect(first.body).toMatchObject({ code: 0, msg: '购买成功' });
    expect(first.body.data).toMatch(/^http.*game\.apk$/);
    const again = await portalPost<string>(t.app, '/user/game/download/6002', { platformType: 2 }, s);
    expect(again.body).toMatchObject({ code: 0, msg: '已购买，可免费下载' });
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 70, sum: 70, chainOk: true });
    const me = await portalPost<{ coinNum: number }>(t.app, '/user/center/me', { uid: s.uid }, s);
    expect(me.body.data.coinNum).toBe(70);
    const history = await portalPost<{ records: { amount: number; kind: string; note: string }[] }>(
      t.app,
      '/user/center/coin/all',
      { uid: s.uid },
      s,
    );
    expect(history.body.data.records[0]).toMatchObject({
      amount: -30,
      kind: 'purchase',
      note: '购买游戏《游戏6002》',
    });
  });

  it("charges an operator's new price on the next download, though the game was just read for another", async () => {
    const first = await registerUser(t.app);
    await grant(t.app, first.uid, 100);
    expect((await portalPost(t.app, '/user/game/download/6003', { platformType: 1 }, first)).body.msg).toBe(
      '购买成功',
    );
    const admin = await operatorSession(t.app, 'admin');
    const game = await adminCall<Record<string, unknown>>(t.app, 'GET', '/v1/admin/games/6003', admin.token);
    const { typeId, name, icon, cover, summary, intro, tags, version } = game.body.data;
    const repriced = await adminCall(t.app, 'PUT', '/v1/admin/games/6003', admin.token, {
      body: { typeId, name, icon, cover, summary, intro, tags, version, onlineType: 1, buyAmount: 12 },
    });
    expect(repriced.body.code).toBe(0);
    const second = await registerUser(t.app);
    await grant(t.app, second.uid, 100);
    expect((await portalPost(t.app, '/user/game/download/6003', { platformType: 1 }, second)).body.msg).toBe(
      '购买成功',
    );
    expect(await ledgerCheck(t.app, first.uid)).toMatchObject({ balance: 70, chainOk: true });
    expect(await ledgerCheck(t.app, second.uid)).toMatchObject({ balance: 88, chainOk: true });
  });

  it('members download paid games free', async () => {
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 300);
    const vip = await portalPost(t.app, '/vip/vipopen', { tierId: 1 }, s);
    expect(vip.body.code).toBe(0);
    const res = await portalPost(t.app, '/user/game/download/6003', { platformType: 1 }, s);
    expect(res.body).toMatchObject({ code: 0, msg: '您是会员，尊享免费下载特权' });
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 0, sum: 0 });
  });

  it('unknown game is 404; platformType is required', async () => {
    expect((await portalPost(t.app, '/user/game/download/999999', { platformType: 1 })).status).toBe(404);
    expect((await portalPost(t.app, '/user/game/download/5001', {})).status).toBe(400);
  });

  it('records client-reported downloads with channel and invite code', async () => {
    const res = await portalPost(t.app, '/user/game/download/upload', {
      gameId: 5001,
      channelID: 'c7',
      inviteCode: 'ABC',
    });
    expect(res.body.code).toBe(0);
    const row = await t.app.db
      .selectFrom('download_records')
      .selectAll()
      .where('source', '=', 'upload')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ game_id: 5001, channel_id: 'c7', invite_code: 'ABC' });
  });
});
