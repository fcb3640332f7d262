import type { FastifyInstance } from 'fastify';
import { Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { mask } from '../square/index.ts';
import { listReviews } from './list.ts';
import { ReviewMessage } from './messages.ts';
import { ratingOf } from './rating.ts';
import { deleteMyReview, myReview, requireGame, saveReview, setHelpful } from './write.ts';

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, 'getGameRating', async (request) => {
    const gameId = request.params.id;
    await requireGame(db, gameId);
    return ok(await ratingOf(db, gameId));
  });

  route(app, 'listGameReviews', async (request) => {
    const gameId = request.params.id;
    const { sort, cursor, currentPage, pageSize } = request.query;
    await requireGame(db, gameId);
    const viewer = request.user?.uid ?? null;
    return ok(await listReviews(db, gameId, sort, { cursor, currentPage, pageSize }, viewer));
  });

  route(app, 'getMyGameReview', async (request) => {
    const { uid } = requireUser(request);
    const gameId = request.params.id;
    await requireGame(db, gameId);
    return ok(await myReview(db, gameId, uid));
  });

  route(app, 'saveGameReview', { preHandler: rateLimit(limits.write) }, async (request) => {
    const { uid } = requireUser(request);
    const gameId = request.params.id;
    const { rating, content = '' } = request.body;
    await requireGame(db, gameId);
    await saveReview(db, { gameId, uid, rating, content: await mask(app, content.trim()) });
    const [review, summary] = await Promise.all([myReview(db, gameId, uid), ratingOf(db, gameId)]);
    // Deleted at once on another device: nothing left to show.
    if (!review) throw Errors.notFound(ReviewMessage.NoReviewYet);
    return ok({ review, rating: summary }, ReviewMessage.Saved);
  });

  route(app, 'deleteGameReview', { preHandler: rateLimit(limits.write) }, async (request) => {
    const { uid } = requireUser(request);
    const gameId = request.params.id;
    await requireGame(db, gameId);
    await deleteMyReview(db, gameId, uid);
    return ok(await ratingOf(db, gameId), ReviewMessage.Deleted);
  });

  route(app, 'voteReviewHelpful', { preHandler: rateLimit(limits.like) }, async (request) => {
    const { uid } = requireUser(request);
    return ok(await setHelpful(db, request.params.id, uid, true));
  });

  route(app, 'unvoteReviewHelpful', { preHandler: rateLimit(limits.like) }, async (request) => {
    const { uid } = requireUser(request);
    return ok(await setHelpful(db, request.params.id, uid, false));
  });
}
