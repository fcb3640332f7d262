import { FieldRules } from '@portal/openapi/limits';
import type { ContractSchema } from '@portal/openapi/operations';
import type { Db, Tx } from '../../db/tx.ts';
import { hiddenReviewIds } from './visibility.ts';

export type GameRating = ContractSchema<'GameRating'>;

/**
 * Ratings needed before an average is shown (the contract's GameRating.minimumCount): below it a game
 * shows 评分人数不足, as a handful of ratings would swing the score.
 */
export const MINIMUM_RATINGS = FieldRules.RatingMinimumCount.const;
const { minimum: LOWEST, maximum: HIGHEST } = FieldRules.ReviewRating;

/**
 * A game's rating, counted per star from its reviews that everyone may see (hidden ones leave it).
 * Counting from the rows in one statement, rather than keeping running totals, makes it exact under
 * any mix of concurrent writes: there is no second copy that a lost update could leave behind.
 * game_reviews_rating_idx (game_id, rating) answers it from the index.
 */
export async function ratingOf(db: Db | Tx, gameId: number): Promise<GameRating> {
  const rows = await db
    .selectFrom('game_reviews')
    .select((eb) => ['rating', eb.fn.countAll<number>().as('n')])
    .where('game_id', '=', gameId)
    .where('id', 'not in', hiddenReviewIds(db))
    .groupBy('rating')
    .execute();
  const byStars = new Map(rows.map((r) => [Number(r.rating), Number(r.n)]));
  const distribution: GameRating['distribution'] = [];
  for (let stars = HIGHEST; stars >= LOWEST; stars--)
    distribution.push({ stars, count: byStars.get(stars) ?? 0 });
  const count = distribution.reduce((sum, bar) => sum + bar.count, 0);
  const total = distribution.reduce((sum, bar) => sum + bar.stars * bar.count, 0);
  // One decimal, as the game page shows it.
  const average = count >= MINIMUM_RATINGS ? Math.round((total / count) * 10) / 10 : null;
  return { gameId, average, count, minimumCount: MINIMUM_RATINGS, distribution };
}
