import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/tx.ts';

/**
 * What a viewer may see of the reviews: not those the moderators hid (square_hidden, as posts; see
 * reports/queue.ts) unless they wrote them, and nothing by users they blocked.
 */

/** Ids of hidden reviews (a subquery). */
export const hiddenReviewIds = (db: Db | Tx) =>
  db
    .selectFrom('square_hidden')
    .select('square_hidden.target_id')
    .where('square_hidden.target_type', '=', 'review');

const blockedBy = (db: Db | Tx, viewer: string) =>
  db.selectFrom('user_blocks').select('user_blocks.target_uid').where('user_blocks.uid', '=', viewer);

export function visibleReviews<O>(
  db: Db | Tx,
  q: SelectQueryBuilder<Database, 'game_reviews', O>,
  viewer: string | null,
): SelectQueryBuilder<Database, 'game_reviews', O> {
  if (!viewer) return q.where('game_reviews.id', 'not in', hiddenReviewIds(db));
  return q
    .where((eb) =>
      eb.or([eb('game_reviews.id', 'not in', hiddenReviewIds(db)), eb('game_reviews.uid', '=', viewer)]),
    )
    .where('game_reviews.uid', 'not in', blockedBy(db, viewer));
}
