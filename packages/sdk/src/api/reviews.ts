import type { Transport } from '../transport/clients.js';
import { toResult } from '../transport/result.js';
import type { CallOptions, CursorPageQuery, Schemas } from './types.js';

/** The query of a game's review list: 最热 (`hot`, the default) or 最新 (`new`), paged by cursor. */
export type GameReviewQuery = CursorPageQuery & { sort?: Schemas['GameReviewSort'] };

/**
 * Game reviews and ratings (JSON under `/api`). Kept out of `createApi` so pages without them do not
 * carry it: `reviewsApi(portal.clients)`.
 */
export function reviewsApi({ square, call }: Pick<Transport, 'square' | 'call'>) {
  const game = (id: number) => ({ path: { id } });
  return {
    /** A game's rating: average (null below `minimumCount` ratings), count and five bars. */
    getGameRating: (gameId: number, o?: CallOptions) =>
      toResult(square.GET('/v1/games/{id}/rating', { params: game(gameId), ...call(o) })),
    /** A page of a game's reviews; a logged-in player's own review leads the first page. */
    listGameReviews: (gameId: number, query: GameReviewQuery = {}, o?: CallOptions) =>
      toResult(square.GET('/v1/games/{id}/reviews', { params: { ...game(gameId), query }, ...call(o) })),
    /** My review of a game, or null (login). */
    getMyGameReview: (gameId: number, o?: CallOptions) =>
      toResult(square.GET('/v1/games/{id}/reviews/mine', { params: game(gameId), ...call(o) })),
    /** Writes or replaces my review; answers it and the rating after it (login). */
    saveGameReview: (gameId: number, body: Schemas['GameReviewInput'], o?: CallOptions) =>
      toResult(square.PUT('/v1/games/{id}/reviews/mine', { params: game(gameId), body, ...call(o) })),
    /** Deletes my review; answers the rating after it (login). */
    deleteGameReview: (gameId: number, o?: CallOptions) =>
      toResult(square.DELETE('/v1/games/{id}/reviews/mine', { params: game(gameId), ...call(o) })),
    /** Marks a review 有用 (login; idempotent). */
    voteReviewHelpful: (reviewId: number, o?: CallOptions) =>
      toResult(
        square.POST('/v1/game-reviews/{id}/helpful', { params: { path: { id: reviewId } }, ...call(o) }),
      ),
    /** Takes my 有用 vote back (login; idempotent). */
    unvoteReviewHelpful: (reviewId: number, o?: CallOptions) =>
      toResult(
        square.DELETE('/v1/game-reviews/{id}/helpful', { params: { path: { id: reviewId } }, ...call(o) }),
      ),
  };
}

export type ReviewsApi = ReturnType<typeof reviewsApi>;
