import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, registerUser, startTestApp, type TestApp } from './helpers/index.ts';
import { grant, httpPortal, insertGames, ledgerCheck, listen } from './wallet-fixtures.ts';

describe.each(dbKinds)('X钻 under concurrency (%s)', (db) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ db });
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('200 simultaneous purchases with 50 X钻 at 10 each: exactly 5 paid, balance 0, ledger = balance', async () => {
    const games = await insertGames(t.app, { firstId: 7001, count: 40, price: 10 });
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 50);
    const requests = Array.from({ length: 200 }, (_, i) => games[i % games.length]!);
    const answers = await Promise.all(
      requests.map((id) => httpPortal<string>(base, `/user/game/download/${id}`, { platformType: 1 }, s)),
    );
    const bought = answers.filter((a) => a.body.msg === '购买成功');
    const refused = answers.filter((a) => a.body.code === 1001);
    expect(bought).toHaveLength(5);
    expect(answers.every((a) => a.body.code === 0 || a.body.code === 1001)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    const purchases = await t.app.db
      .selectFrom('game_purchases')
      .selectAll()
      .where('uid', '=', s.uid)
      .execute();
    expect(new Set(purchases.map((p) => p.game_id)).size).toBe(5);
    expect(await ledgerCheck(t.app, s.uid)).toEqual({ balance: 0, sum: 0, entries: 6, chainOk: true });
    // Every successful answer is for a game the user now owns.
    const owned = new Set(purchases.map((p) => p.game_id));
    answers.forEach((a, i) => {
      if (a.body.code === 0) expect(owned.has(requests[i]!)).toBe(true);
    });
  });

  it('the same game bought concurrently is charged once', async () => {
    const [game] = await insertGames(t.app, { firstId: 7101, count: 1, price: 10 });
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 100);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        httpPortal(base, `/user/game/download/${game}`, { platformType: 1 }, s),
      ),
    );
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(answers.filter((a) => a.body.msg === '购买成功')).toHaveLength(1);
    expect(await ledgerCheck(t.app, s.uid)).toEqual({ balance: 90, sum: 90, entries: 2, chainOk: true });
  });
});
