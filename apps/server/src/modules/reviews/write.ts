import { sql } from 'kysely';
import { nowIso } from '../../db/portable.ts';
import { type Db, inTx, type Tx } from '../../db/tx.ts';
import { Errors } from '../../http/answer.ts';
import { ReviewMessage } from './messages.ts';
import { presentReviews } from './present.ts';
import { visibleReviews } from './visibility.ts';

export async function requireGame(db: Db, gameId: number): Promise<void> {
  const game = await db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
  if (!game) throw Errors.notFound(ReviewMessage.GameNotFound);
}

/** My review of a game as the contract shows it, or null. */
export async function myReview(db: Db, gameId: number, uid: string) {
  const row = await db
    .selectFrom('game_reviews')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!row) return null;
  const [review] = await presentReviews(db, [row], uid);
  return review ?? null;
}

/**
 * Writes or replaces my review in one statement: the (game_id, uid) unique key makes two first PUTs at
 * once end as one review, the later one's stars and words kept. An edit keeps createTime and the votes.
 */
export async function saveReview(
  db: Db,
  input: { gameId: number; uid: string; rating: number; content: string },
) {
  const at = nowIso();
  await db
    .insertInto('game_reviews')
    .values({
      game_id: input.gameId,
      uid: input.uid,
      rating: input.rating,
      content: input.content,
      helpful_count: 0,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['game_id', 'uid'])
        .doUpdateSet({ rating: input.rating, content: input.content, updated_at: at }),
    )
    .execute();
}

/** Deletes a review with its votes (the author's delete, or a moderator's removal); whether there was one. */
export async function deleteReviewIn(trx: Tx, id: number): Promise<boolean> {
  await trx.deleteFrom('game_review_helpful').where('review_id', '=', id).execute();
  const res = await trx.deleteFrom('game_reviews').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Deletes my review of a game; 404 when I have none. */
export async function deleteMyReview(db: Db, gameId: number, uid: string): Promise<void> {
  const deleted = await inTx(db, async (trx) => {
    const row = await trx
      .selectFrom('game_reviews')
      .select('id')
      .where('game_id', '=', gameId)
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row ? deleteReviewIn(trx, row.id) : false;
  });
  if (!deleted) throw Errors.notFound(ReviewMessage.NoReviewYet);
}

/**
 * Adds or takes back my 有用 vote. The vote row and the count change together in one transaction, and
 * the count moves by `helpful_count ± 1` in the database only when a vote row was really added or
 * removed, so votes at the same moment are all counted and a repeated one is not.
 */
export async function setHelpful(db: Db, reviewId: number, uid: string, helpful: boolean) {
  return inTx(db, async (trx) => {
    // A vote needs a review I may see; taking one back only needs the review to exist.
    const reviews = trx.selectFrom('game_reviews').select(['game_reviews.id', 'game_reviews.uid']);
    const review = await (helpful ? visibleReviews(trx, reviews, uid) : reviews)
      .where('game_reviews.id', '=', reviewId)
      .executeTakeFirst();
    if (!review) throw Errors.notFound(ReviewMessage.ReviewNotFound);
    // A hidden review stays visible to its author, who may not vote for it anyway.
    if (helpful && review.uid === uid) throw Errors.badRequest(ReviewMessage.OwnReviewHelpful);
    let delta = 0;
    if (helpful) {
      const put = await trx
        .insertInto('game_review_helpful')
        .values({ review_id: reviewId, uid, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['review_id', 'uid']).doNothing())
        .executeTakeFirst();
      delta = Number(put.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
    } else {
      const gone = await trx
        .deleteFrom('game_review_helpful')
        .where('review_id', '=', reviewId)
        .where('uid', '=', uid)
        .executeTakeFirst();
      delta = Number(gone.numDeletedRows) > 0 ? -1 : 0;
    }
    if (delta !== 0) {
      await trx
        .updateTable('game_reviews')
        .set({ helpful_count: sql<number>`helpful_count + ${delta}` })
        .where('id', '=', reviewId)
        .execute();
    }
    const after = await trx
      .selectFrom('game_reviews')
      .select('helpful_count')
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    return { helpful, helpfulCount: after.helpful_count };
  });
}
