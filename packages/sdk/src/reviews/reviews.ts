import { type GameReviewQuery, type ReviewsApi, reviewsApi } from '../api/reviews.js';
import type { CallOptions, Schemas } from '../api/types.js';
import type { Result } from '../errors.js';
import type { Transport } from '../transport/clients.js';
import { checkReview } from './rules.js';

type GameReview = Schemas['GameReview'];

/** A save's answer, or, unsent, why it could not be sent. */
export type ReviewSaveResult =
  | Result<Schemas['SavedGameReview']>
  | { data: null; error: null; problem: string };

/**
 * Game reviews and ratings for one portal: the calls, with a review checked before it is sent (stars
 * 1-5, the text's length from the contract) and one 有用 call per review at a time.
 */
export function createReviews(portal: { clients: Pick<Transport, 'square' | 'call'> }) {
  const api: ReviewsApi = reviewsApi(portal.clients);
  const inflight = new Set<number>();

  return {
    api,
    /** A game's rating summary. */
    rating: (gameId: number, o?: CallOptions) => api.getGameRating(gameId, o),
    /** A page of a game's reviews, 最热 unless `sort: 'new'`; my own review leads the first page. */
    list: (gameId: number, query: GameReviewQuery = {}, o?: CallOptions) =>
      api.listGameReviews(gameId, query, o),
    /** My review of a game, or null (login). */
    mine: (gameId: number, o?: CallOptions) => api.getMyGameReview(gameId, o),
    /** Sends my review when `checkReview` passes; otherwise nothing is sent and `problem` says why. */
    async save(
      gameId: number,
      rating: number | null,
      content = '',
      o?: CallOptions,
    ): Promise<ReviewSaveResult> {
      const problem = checkReview(rating, content);
      if (problem || !rating) return { data: null, error: null, problem: problem ?? '请选择星级' };
      const words = content.trim();
      return api.saveGameReview(gameId, { rating, ...(words ? { content: words } : {}) }, o);
    },
    /** Deletes my review; answers the rating after it. */
    remove: (gameId: number, o?: CallOptions) => api.deleteGameReview(gameId, o),
    /**
     * Votes a review 有用, or takes the vote back when `helpful` is true (as shown now). Null when a
     * call for the same review is still running (ignored).
     */
    async toggleHelpful(
      review: Pick<GameReview, 'id' | 'helpful'>,
      o?: CallOptions,
    ): Promise<Result<Schemas['HelpfulState']> | null> {
      if (inflight.has(review.id)) return null;
      inflight.add(review.id);
      try {
        return await (review.helpful ? api.unvoteReviewHelpful : api.voteReviewHelpful)(review.id, o);
      } finally {
        inflight.delete(review.id);
      }
    },
  };
}

export type Reviews = ReturnType<typeof createReviews>;
