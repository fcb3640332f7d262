import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGiftPack } from './gift-fixtures.ts';
import {
  dbKinds,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { httpPortal, insertGames, listen } from './wallet-fixtures.ts';

type Pack = {
  id: number;
  appID: number;
  name: string;
  stock: number;
  total: number;
  claimed: boolean;
  code: string | null;
};

describe.each(dbKinds)('gift packs (%s)', (db) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ db });
    base = await listen(t.app);
    await insertGames(t.app, { firstId: 8001, count: 1, price: 0, free: true });
  });
  afterAll(() => t.close());

  const pack = (stock: number) =>
    insertGiftPack(t.app, {
      gameId: 8001,
      title: `礼包${stock}`,
      content: '金币×100',
      stock,
      codePrefix: 'P',
    });

  it('claims a code once; lists it in my gifts and on the game', async () => {
    const id = await pack(3);
    const s = await registerUser(t.app);
    const first = await portalPost<Pack>(t.app, '/user/gift/claim', { giftId: id }, s);
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({
      id,
      appID: 8001,
      claimed: true,
      stock: 2,
      total: 3,
      gameName: '游戏8001',
    });
    expect(first.body.data.code).toMatch(/^P\d+-\d$/);
    const second = await portalPost(t.app, '/user/gift/claim', { giftId: id }, s);
    expect(second.body).toMatchObject({ code: 1005, msg: '已领取过该礼包' });
    const mine = await portalPost<Pack[]>(t.app, '/user/gift/mine', {}, s);
    expect(mine.body.data.map((p) => p.code)).toEqual([first.body.data.code]);
    const list = await portalPost<Pack[]>(t.app, '/web/game/detail/giftlist', { appID: 8001 }, s);
    expect(list.body.data.find((p) => p.id === id)).toMatchObject({
      claimed: true,
      code: first.body.data.code,
      stock: 2,
    });
    const guestList = await portalPost<Pack[]>(t.app, '/web/game/detail/giftlist', { appID: 8001 });
    expect(guestList.body.data.find((p) => p.id === id)).toMatchObject({ claimed: false, code: null });
    expect((await portalPost(t.app, '/user/gift/claim', { giftId: id })).status).toBe(401);
  });

  it('N codes and 5N concurrent claimants: exactly N succeed, stock ends at 0, codes unique', async () => {
    const n = 8;
    const id = await pack(n);
    const users: Session[] = [];
    for (let i = 0; i < 5 * n; i += 1) users.push(await registerUser(t.app));
    const answers = await Promise.all(
      users.map((s) => httpPortal<Pack>(base, '/user/gift/claim', { giftId: id }, s)),
    );
    const won = answers.filter((a) => a.body.code === 0);
    expect(won).toHaveLength(n);
    expect(answers.filter((a) => a.body.code === 1006)).toHaveLength(4 * n);
    expect(new Set(won.map((a) => a.body.data.code)).size).toBe(n);
    const row = await t.app.db
      .selectFrom('gift_packs')
      .select('stock_left')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.stock_left).toBe(0);
    const claimedCodes = await t.app.db
      .selectFrom('gift_codes')
      .select('claimed_by')
      .where('pack_id', '=', id)
      .where('claimed_by', 'is not', null)
      .execute();
    expect(claimedCodes).toHaveLength(n);
  });

  it('one user claiming concurrently gets one code', async () => {
    const id = await pack(5);
    const s = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => httpPortal(base, '/user/gift/claim', { giftId: id }, s)),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 1005)).toHaveLength(19);
    const row = await t.app.db
      .selectFrom('gift_packs')
      .select('stock_left')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.stock_left).toBe(4);
  });
});
