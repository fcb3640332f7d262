import type { Schemas } from '../api/types.js';
import { FieldRules } from '../generated/field-rules.js';
import type { FieldError } from '../validation/fields.js';

/** Stars a review may give: the contract's GameReviewInput.rating. */
export const REVIEW_STARS = FieldRules.ReviewRating;
/** Longest review text the server takes: the contract's GameReviewInput.content. */
export const REVIEW_CONTENT_MAX_LENGTH: number = FieldRules.ReviewContent.maxLength;
/** Ratings a game needs before it shows an average: the contract's GameRating.minimumCount. */
export const RATING_MINIMUM_COUNT: number = FieldRules.RatingMinimumCount.const;

/** Why a review cannot be sent yet ('请选择星级', '评价最多 2000 字'), or null; text is optional. */
export function checkReview(rating: number | null | undefined, content = ''): FieldError {
  if (!rating || !Number.isInteger(rating) || rating < REVIEW_STARS.minimum || rating > REVIEW_STARS.maximum)
    return '请选择星级';
  // Counted in code points, as the server's schema check counts them.
  if ([...content.trim()].length > REVIEW_CONTENT_MAX_LENGTH)
    return `评价最多 ${REVIEW_CONTENT_MAX_LENGTH} 字`;
  return null;
}

/** The average as shown ('4.3'), or '评分人数不足' while too few players rated. */
export const ratingLabel = (rating: Pick<Schemas['GameRating'], 'average'>): string =>
  rating.average === null ? '评分人数不足' : rating.average.toFixed(1);

/** Each bar's share of all ratings, 0-1 (0 for a game nobody rated), 5 stars first. */
export const ratingShares = (rating: Pick<Schemas['GameRating'], 'distribution' | 'count'>) =>
  rating.distribution.map((bar) => ({
    stars: bar.stars,
    share: rating.count ? bar.count / rating.count : 0,
  }));
