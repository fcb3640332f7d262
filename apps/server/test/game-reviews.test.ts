import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, operatorSession } from './helpers/admin.ts';
import {
  apiCall,
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { insertGames } from './wallet-fixtures.ts';

interface Bar {
  stars: number;
  count: number;
}
interface Rating {
  gameId: number;
  average: number | null;
  count: number;
  minimumCount: number;
  distribution: Bar[];
}
interface Review {
  id: number;
  uid: string;
  rating: number;
  content: string;
  played: boolean;
  helpfulCount: number;
  helpful: boolean;
  mine: boolean;
  hidden: boolean;
}
interface ReviewPage {
  records: Review[];
  total: number;
  nextCursor: string | null;
}

/** What the rating must be for these stars, counted by hand. */
function expected(gameId: number, stars: number[]): Rating {
  const distribution = [5, 4, 3, 2, 1].map((s) => ({ stars: s, count: stars.filter((x) => x === s).length }));
  const sum = stars.reduce((a, b) => a + b, 0);
  const average = stars.length >= 5 ? Math.round((sum / stars.length) * 10) / 10 : null;
  return { gameId, average, count: stars.length, minimumCount: 5, distribution };
}

describe.each(dbKinds)('game reviews and ratings (%s)', (db) => {
  let t: TestApp;
  let nextGame = 7100;

  beforeAll(async () => {
    t = await startTestApp({ db });
    // Migrating a fresh PostgreSQL schema is slow on a busy two-core machine.
  }, 300_000);
  afterAll(() => t?.close());

  const newGame = async () => {
    const [id] = await insertGames(t.app, { firstId: nextGame, count: 1, price: 0, free: true });
    nextGame += 1;
    return id!;
  };
  const users = async (n: number) => {
    const out: Session[] = [];
    for (let i = 0; i < n; i++) out.push(await registerUser(t.app));
    return out;
  };
  const save = (s: Session, game: number, body: { rating: number; content?: string }) =>
    apiCall<{ review: Review; rating: Rating }>(t.app, 'PUT', `/v1/games/${game}/reviews/mine`, {
      session: s,
      body,
    });
  const rating = async (game: number) =>
    (await apiCall<Rating>(t.app, 'GET', `/v1/games/${game}/rating`)).body.data;
  const list = (game: number, s: Session | null, query: Record<string, string | number> = {}) =>
    apiCall<ReviewPage>(t.app, 'GET', `/v1/games/${game}/reviews`, { session: s, query });

  it('20 players reviewing and editing one game at once leave the average and the bars exact', async () => {
    const game = await newGame();
    const players = await users(20);
    const first = players.map((_, i) => (i % 5) + 1);
    const answers = await Promise.all(
      players.map((p, i) => save(p, game, { rating: first[i]!, content: `第一次 ${i}` })),
    );
    expect(answers.map((a) => a.body.code)).toEqual(players.map(() => 0));
    expect(await rating(game)).toEqual(expected(game, first));

    // Everyone edits at once while five delete and five write a second time (still one review each).
    const edited = players.map((_, i) => 5 - (i % 3));
    const kept = players.map((_, i) => i >= 5);
    await Promise.all(
      players.flatMap((p, i) => [
        kept[i]
          ? save(p, game, { rating: edited[i]! })
          : apiCall(t.app, 'DELETE', `/v1/games/${game}/reviews/mine`, { session: p }),
        ...(i >= 15 ? [save(p, game, { rating: edited[i]! })] : []),
      ]),
    );
    const stars = edited.filter((_, i) => kept[i]);
    expect(await rating(game)).toEqual(expected(game, stars));
    const page = await list(game, null, { pageSize: 100 });
    expect(page.body.data.total).toBe(stars.length);
    expect(new Set(page.body.data.records.map((r) => r.uid)).size).toBe(stars.length);
  }, 60_000);

  it('keeps one review per player: a second PUT replaces the stars and words', async () => {
    const game = await newGame();
    const [p] = await users(1);
    const a = await save(p!, game, { rating: 2, content: '一般' });
    expectContract(a.body, 'SavedGameReviewAnswer');
    const b = await save(p!, game, { rating: 4, content: '更新后好玩多了' });
    expect(b.body.data.review.id).toBe(a.body.data.review.id);
    expect(b.body.data.review.rating).toBe(4);
    expect(b.body.data.rating.count).toBe(1);
    // Fewer than five ratings: no average (评分人数不足).
    expect(b.body.data.rating.average).toBeNull();
    const mine = await apiCall<Review>(t.app, 'GET', `/v1/games/${game}/reviews/mine`, { session: p! });
    expect(mine.body.data.content).toBe('更新后好玩多了');
  });

  it('marks 玩过 once the player downloaded the game, and puts my own review first', async () => {
    const game = await newGame();
    const [player, other, me] = await users(3);
    const dl = await portalPost(t.app, `/user/game/download/${game}`, { platformType: 1 }, player);
    expect(dl.body.code).toBe(0);
    await save(player!, game, { rating: 5, content: '下载玩了一周' });
    await save(other!, game, { rating: 3, content: '没玩过，看截图' });
    await save(me!, game, { rating: 1, content: '我的评价' });
    const page = (await list(game, me!, { sort: 'new' })).body.data;
    expect(page.records[0]).toMatchObject({ uid: me!.uid, mine: true });
    expect(page.records.filter((r) => r.uid === me!.uid)).toHaveLength(1);
    const played = Object.fromEntries(page.records.map((r) => [r.uid, r.played]));
    expect(played).toEqual({ [player!.uid]: true, [other!.uid]: false, [me!.uid]: false });
  });

  it('orders 最热 by helpful votes and pages by cursor', async () => {
    const game = await newGame();
    const authors = await users(3);
    const voters = await users(2);
    const ids: number[] = [];
    for (const [i, a] of authors.entries())
      ids.push((await save(a, game, { rating: 3 + (i % 3), content: `评价${i}` })).body.data.review.id);
    for (const v of voters)
      await apiCall(t.app, 'POST', `/v1/game-reviews/${ids[0]}/helpful`, { session: v });
    const again = await apiCall<{ helpful: boolean; helpfulCount: number }>(
      t.app,
      'POST',
      `/v1/game-reviews/${ids[0]}/helpful`,
      { session: voters[0]! },
    );
    expect(again.body.data).toEqual({ helpful: true, helpfulCount: 2 });
    const own = await apiCall(t.app, 'POST', `/v1/game-reviews/${ids[1]}/helpful`, { session: authors[1]! });
    expect(own.status).toBe(400);
    expect(own.body.msg).toBe('参数错误：不能给自己的评价点有用');

    const p1 = (await list(game, null, { sort: 'hot', pageSize: 2 })).body.data;
    expect(p1.records[0]!.id).toBe(ids[0]);
    expect(p1.nextCursor).not.toBeNull();
    const p2 = (await list(game, null, { sort: 'hot', pageSize: 2, cursor: p1.nextCursor! })).body.data;
    expect([...p1.records, ...p2.records].map((r) => r.id).sort()).toEqual([...ids].sort());
    const wrong = await list(game, null, { sort: 'new', cursor: p1.nextCursor! });
    expect(wrong.status).toBe(400);

    const back = await apiCall<{ helpfulCount: number }>(
      t.app,
      'DELETE',
      `/v1/game-reviews/${ids[0]}/helpful`,
      {
        session: voters[0]!,
      },
    );
    expect(back.body.data.helpfulCount).toBe(1);
  });

  it("hides a blocked user's reviews from the one who blocked them", async () => {
    const game = await newGame();
    const [me, rude, other] = await users(3);
    await save(rude!, game, { rating: 1, content: '垃圾游戏' });
    await save(other!, game, { rating: 4, content: '还行' });
    await apiCall(t.app, 'POST', `/v1/user/block/${rude!.uid}`, { session: me! });
    const mine = (await list(game, me!)).body.data;
    expect(mine.records.map((r) => r.uid)).toEqual([other!.uid]);
    expect(mine.total).toBe(1);
    const guest = (await list(game, null)).body.data;
    expect(guest.records).toHaveLength(2);
  });

  it('reports of 5 players hide a review and take it out of the rating; a moderator decides', async () => {
    const game = await newGame();
    const [author, ...others] = await users(6);
    const reporters = others.slice(0, 5);
    const review = (await save(author!, game, { rating: 1, content: '刷屏广告 加群' })).body.data.review;
    for (const [i, r] of reporters.entries()) await save(r, game, { rating: 5, content: `好评${i}` });
    expect((await rating(game)).count).toBe(6);

    const reports = await Promise.all(
      reporters.map((r) =>
        apiCall(t.app, 'POST', '/v1/square/report', {
          session: r,
          body: { targetType: 'review', targetId: String(review.id), reason: '垃圾广告' },
        }),
      ),
    );
    expect(reports.map((a) => a.body.code)).toEqual([0, 0, 0, 0, 0]);
    expect(await rating(game)).toEqual(expected(game, [5, 5, 5, 5, 5]));
    expect((await list(game, null)).body.data.records.map((r) => r.id)).not.toContain(review.id);
    // The author still sees it, marked hidden.
    const own = (await list(game, author!)).body.data.records[0]!;
    expect(own).toMatchObject({ id: review.id, hidden: true });
    const vote = await apiCall(t.app, 'POST', `/v1/game-reviews/${review.id}/helpful`, {
      session: reporters[0]!,
    });
    expect(vote.status).toBe(404);
    expect(vote.body.msg).toBe('评价不存在');

    const mod = await operatorSession(t.app, 'moderator');
    const queue = await adminCall<{ records: { targetType: string; targetId: string; content: string }[] }>(
      t.app,
      'GET',
      '/v1/admin/reports',
      mod.token,
      { query: { pageSize: 100 } },
    );
    const row = queue.body.data.records.find(
      (r) => r.targetType === 'review' && r.targetId === String(review.id),
    );
    expect(row?.content).toBe('★ 刷屏广告 加群');
    const dismissed = await adminCall(
      t.app,
      'POST',
      `/v1/admin/reports/review/${review.id}/resolve`,
      mod.token,
      { body: { decision: 'dismissed' } },
    );
    expect(dismissed.body.code).toBe(0);
    expect((await rating(game)).count).toBe(6);

    const again = others[0]!;
    const late = await apiCall(t.app, 'POST', '/v1/square/report', {
      session: again,
      body: { targetType: 'review', targetId: String(review.id), reason: '其他' },
    });
    expect(late.body.code).toBe(1020);
  });

  it('answers bad input with {code, msg} in Chinese', async () => {
    const game = await newGame();
    const [p] = await users(1);
    const zero = await save(p!, game, { rating: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.code).toBe(400);
    expect(zero.body.msg).toMatch(/^参数错误/);
    const long = await save(p!, game, { rating: 3, content: '长'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toMatch(/^参数错误/);
    const missing = await save(p!, 999_999, { rating: 3 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('游戏不存在');
    const guest = await apiCall(t.app, 'PUT', `/v1/games/${game}/reviews/mine`, { body: { rating: 3 } });
    expect(guest.status).toBe(401);
    const none = await apiCall(t.app, 'DELETE', `/v1/games/${game}/reviews/mine`, { session: p! });
    expect(none.status).toBe(404);
    expect(none.body.msg).toBe('你还没有评价这款游戏');
  });
});
