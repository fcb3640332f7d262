import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModeration } from '../src/moderation/index.js';
import {
  checkReview,
  createReviews,
  RATING_MINIMUM_COUNT,
  REVIEW_CONTENT_MAX_LENGTH,
  ratingLabel,
  ratingShares,
} from '../src/reviews/index.js';
import { serverPortal } from './support/server-portal.js';

describe('game reviews and ratings on the wire', () => {
  let server: PortalServer;
  let gameId = 0;
  let n = 0;
  const newPortal = () => serverPortal(server.baseUrl);
  const signUp = async () => {
    const portal = newPortal();
    await portal.start();
    const name = `评${process.pid % 1000}_${n++}`;
    expect((await portal.auth.register({ name, password: 'secret123' })).error).toBeNull();
    return portal;
  };

  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-reviews-' });
    const guest = newPortal();
    await guest.start();
    const games = await guest.api.games.listGames({ pageSize: 1 });
    gameId = games.data?.records[0]?.id ?? 0;
    expect(gameId).toBeGreaterThan(0);
  });
  afterAll(() => server?.stop());

  it('checks a review before sending it, with the limits of the contract', () => {
    expect(checkReview(null)).toBe('请选择星级');
    expect(checkReview(6)).toBe('请选择星级');
    expect(checkReview(3, '好'.repeat(REVIEW_CONTENT_MAX_LENGTH + 1))).toBe(
      `评价最多 ${REVIEW_CONTENT_MAX_LENGTH} 字`,
    );
    expect(checkReview(3)).toBeNull();
    expect(ratingLabel({ average: null })).toBe('评分人数不足');
    expect(ratingLabel({ average: 4 })).toBe('4.0');
  });

  it('writes, edits, lists, votes and deletes reviews; the rating follows', async () => {
    // As many players as an average needs; registering more would meet the sign-up rate limit.
    const portals = [];
    for (let i = 0; i < RATING_MINIMUM_COUNT; i++) portals.push(await signUp());
    const players = portals.map((p) => createReviews(p));
    const [first, second] = players;
    const unsent = await first!.save(gameId, 0, '');
    expect('problem' in unsent && unsent.problem).toBe('请选择星级');

    const saved = await first!.save(gameId, 2, '  还行  ');
    expect(saved.error).toBeNull();
    expect(saved.data?.review).toMatchObject({ rating: 2, content: '还行', mine: true });
    expect(saved.data?.rating.average).toBeNull();

    for (const [i, p] of players.entries()) if (i > 0) await p.save(gameId, 5);
    const edited = await first!.save(gameId, 4, '改成四星');
    const rating = edited.data!.rating;
    expect(rating.count).toBe(RATING_MINIMUM_COUNT);
    expect(rating.average).toBe(4.8);
    expect(ratingLabel(rating)).toBe('4.8');
    expect(ratingShares(rating)[0]).toEqual({ stars: 5, share: 0.8 });

    const review = edited.data!.review;
    const vote = await second!.toggleHelpful(review);
    expect(vote?.data).toEqual({ helpful: true, helpfulCount: 1 });
    const page = await second!.list(gameId, { sort: 'hot', pageSize: 2 });
    expect(page.data?.records[0]?.mine).toBe(true);
    expect(page.data?.records[1]).toMatchObject({ id: review.id, helpful: true, helpfulCount: 1 });
    const next = await second!.list(gameId, { sort: 'hot', pageSize: 2, cursor: page.data!.nextCursor! });
    expect(next.error).toBeNull();
    const back = await second!.toggleHelpful({ id: review.id, helpful: true });
    expect(back?.data?.helpfulCount).toBe(0);

    const report = await createModeration(portals[1]!).report({ type: 'review', id: review.id }, '其他');
    expect(report.error).toBeNull();

    const own = await first!.toggleHelpful(review);
    expect(own?.error?.message).toBe('参数错误：不能给自己的评价点有用');

    const removed = await first!.remove(gameId);
    expect(removed.data?.count).toBe(RATING_MINIMUM_COUNT - 1);
    expect(removed.data?.average).toBeNull();
    expect((await first!.mine(gameId)).data).toBeNull();
  });
});
