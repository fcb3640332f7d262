import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedeemCode } from '../src/modules/gifts/redeem-codes.ts';
import { insertGiftPack } from './gift-fixtures.ts';
import {
  dbKinds,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { httpPortal, insertGames, ledgerCheck, listen } from './wallet-fixtures.ts';

type Redeemed = {
  code: string;
  kind: string;
  coins: number;
  coinNum: number | null;
  gift: { code: string } | null;
};
const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);

describe.each(dbKinds)('gift codes 兑换码 (%s)', (db) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ db });
    base = await listen(t.app);
    await insertGames(t.app, { firstId: 8101, count: 1, price: 0, free: true });
  });
  afterAll(() => t.close());

  it('grants X钻 through the ledger once per user, case and dashes ignored; second try 已兑换过', async () => {
    await createRedeemCode(t.app.db, { code: 'hello-100', coins: 100, maxUses: 10, expiresAt: inDays(1) });
    const s = await registerUser(t.app);
    const first = await portalPost<Redeemed>(t.app, '/user/gift/redeem', { code: ' Hello-100 ' }, s);
    expect(first.body).toMatchObject({
      code: 0,
      msg: '兑换成功，获得100 X钻',
      data: { code: 'HELLO100', kind: 'coins', coins: 100, coinNum: 100, gift: null },
    });
    const again = await portalPost(t.app, '/user/gift/redeem', { code: 'HELLO100' }, s);
    expect(again.body).toMatchObject({ code: 1033, msg: '你已兑换过该兑换码' });
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 100, entries: 1 });
  });

  it('unknown, expired and used-up codes answer clear Chinese refusals; a guest gets 401', async () => {
    await createRedeemCode(t.app.db, { code: 'OLDCODE', coins: 5, maxUses: 10, expiresAt: inDays(-1) });
    await createRedeemCode(t.app.db, { code: 'ONCE01', coins: 5, maxUses: 1, expiresAt: inDays(1) });
    await createRedeemCode(t.app.db, { code: 'TWICE02', coins: 5, maxUses: 2, expiresAt: inDays(1) });
    const [a, b, c] = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
    const redeem = (code: string, s: Session) => portalPost(t.app, '/user/gift/redeem', { code }, s);
    expect((await redeem('NOSUCH', a)).body).toMatchObject({ code: 1030, msg: '兑换码不存在', data: null });
    expect((await redeem('OLDCODE', a)).body).toMatchObject({ code: 1031, msg: '兑换码已过期' });
    expect((await redeem('ONCE01', a)).body.code).toBe(0);
    expect((await redeem('ONCE01', b)).body).toMatchObject({ code: 1032, msg: '兑换码已被使用' });
    expect((await redeem('TWICE02', a)).body.code).toBe(0);
    expect((await redeem('TWICE02', b)).body.code).toBe(0);
    expect((await redeem('TWICE02', c)).body).toMatchObject({ code: 1032, msg: '兑换码已领完' });
    // A refused redemption leaves nothing behind: c may still redeem another code.
    expect(await ledgerCheck(t.app, c.uid)).toMatchObject({ balance: 0, entries: 0 });
    expect((await portalPost(t.app, '/user/gift/redeem', { code: 'ONCE01' })).status).toBe(401);
    expect((await portalPost(t.app, '/user/gift/redeem', { code: '' }, a)).status).toBe(400);
  });

  it('a gift code hands out one code of its gift pack', async () => {
    const packId = await insertGiftPack(t.app, {
      gameId: 8101,
      title: '兑换礼包',
      content: '金币×100',
      stock: 2,
      codePrefix: 'R',
    });
    await createRedeemCode(t.app.db, { code: 'PACKCODE', packId, maxUses: 5, expiresAt: inDays(1) });
    const s = await registerUser(t.app);
    const answer = await portalPost<Redeemed>(t.app, '/user/gift/redeem', { code: 'packcode' }, s);
    expect(answer.body).toMatchObject({
      code: 0,
      msg: '兑换成功，获得兑换礼包',
      data: { kind: 'gift', coinNum: null },
    });
    expect(answer.body.data.gift?.code).toBe(`R${packId}-0`);
    const mine = await portalPost<{ code: string }[]>(t.app, '/user/gift/mine', {}, s);
    expect(mine.body.data.map((g) => g.code)).toEqual([`R${packId}-0`]);
  });

  it('20 concurrent redemptions of a one-use code succeed once and credit once', async () => {
    await createRedeemCode(t.app.db, { code: 'RACE0001', coins: 30, maxUses: 1, expiresAt: inDays(1) });
    const users: Session[] = [];
    for (let i = 0; i < 20; i += 1) users.push(await registerUser(t.app));
    const answers = await Promise.all(
      users.map((s) => httpPortal<Redeemed>(base, '/user/gift/redeem', { code: 'RACE0001' }, s)),
    );
    const won = answers.filter((a) => a.body.code === 0);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 1032)).toHaveLength(19);
    const row = await t.app.db
      .selectFrom('redeem_codes')
      .select('used_count')
      .where('code', '=', 'RACE0001')
      .executeTakeFirstOrThrow();
    expect(row.used_count).toBe(1);
    const credited = await t.app.db
      .selectFrom('coin_ledger')
      .select('uid')
      .where('kind', '=', 'redeem')
      .where('ref', '=', 'RACE0001')
      .execute();
    expect(credited).toHaveLength(1);
    const uses = await t.app.db
      .selectFrom('redeem_code_uses')
      .select('uid')
      .where('code', '=', 'RACE0001')
      .execute();
    expect(uses).toHaveLength(1);
  });

  it('one user redeeming concurrently is credited once', async () => {
    await createRedeemCode(t.app.db, { code: 'SAMEUSER', coins: 7, maxUses: 100, expiresAt: inDays(1) });
    const s = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => httpPortal(base, '/user/gift/redeem', { code: 'SAMEUSER' }, s)),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(await ledgerCheck(t.app, s.uid)).toMatchObject({ balance: 7, entries: 1 });
  });

  it('createRedeemCode refuses bad input and a duplicate code', async () => {
    await expect(createRedeemCode(t.app.db, { coins: 0, maxUses: 1, expiresAt: inDays(1) })).rejects.toThrow(
      RangeError,
    );
    await expect(
      createRedeemCode(t.app.db, { coins: 5, packId: 1, maxUses: 1, expiresAt: inDays(1) }),
    ).rejects.toThrow(RangeError);
    const made = await createRedeemCode(t.app.db, { coins: 5, maxUses: 1, expiresAt: inDays(1) });
    expect(made.code).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    await expect(
      createRedeemCode(t.app.db, { code: made.code, coins: 5, maxUses: 1, expiresAt: inDays(1) }),
    ).rejects.toMatchObject({ code: 1005 });
  });
});
