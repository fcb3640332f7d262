/**
 * `@portal/sdk/reviews`: game reviews and ratings (评价): `createReviews(portal)` (rating, list, mine,
 * save with the checks first, remove, toggleHelpful), the rules (`checkReview`, `ratingLabel`,
 * `ratingShares`, the contract's limits) and the calls `reviewsApi(portal.clients)`. A review is
 * reported with `@portal/sdk/moderation` (target type `review`). Its own entry, so a site without game
 * pages never carries it.
 */

export { type GameReviewQuery, type ReviewsApi, reviewsApi } from '../api/reviews.js';
export { createReviews, type ReviewSaveResult, type Reviews } from './reviews.js';
export {
  checkReview,
  RATING_MINIMUM_COUNT,
  REVIEW_CONTENT_MAX_LENGTH,
  REVIEW_STARS,
  ratingLabel,
  ratingShares,
} from './rules.js';
