import { sql } from 'kysely';
import type { Tx } from '../../db/tx.ts';

/**
 * Deleting square content, the same way whoever deletes it (the author, a moderator, a report upheld
 * with removal): what hangs off it goes too, in the caller's transaction.
 */

/** A post with its comments, their likes, its likes and its moderation mark; answers whether there was one. */
export async function deletePost(trx: Tx, id: number): Promise<boolean> {
  const commentIds = trx.selectFrom('square_comments').select('id').where('post_id', '=', id);
  await trx.deleteFrom('square_comment_likes').where('comment_id', 'in', commentIds).execute();
  await trx.deleteFrom('square_comments').where('post_id', '=', id).execute();
  await trx.deleteFrom('square_post_likes').where('post_id', '=', id).execute();
  await trx
    .deleteFrom('admin_hidden_content')
    .where('target_type', '=', 'post')
    .where('target_id', '=', id)
    .execute();
  const gone = await trx.deleteFrom('square_posts').where('id', '=', id).executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

/**
 * A comment (a top-level one with its replies) and their likes, lowering the post's comment count and
 * the parent's reply count; answers whether there was one.
 */
export async function deleteComment(trx: Tx, id: number): Promise<boolean> {
  const c = await trx
    .selectFrom('square_comments')
    .select(['post_id', 'root_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!c) return false;
  const doomed = (
    await trx
      .selectFrom('square_comments')
      .select('id')
      .where((eb) =>
        c.root_id === null ? eb.or([eb('id', '=', id), eb('root_id', '=', id)]) : eb('id', '=', id),
      )
      .execute()
  ).map((r) => r.id);
  await trx.deleteFrom('square_comment_likes').where('comment_id', 'in', doomed).execute();
  await trx.deleteFrom('square_comments').where('id', 'in', doomed).execute();
  const n = doomed.length;
  await trx
    .updateTable('square_posts')
    .set({ comment_count: sql`CASE WHEN comment_count >= ${n} THEN comment_count - ${n} ELSE 0 END` })
    .where('id', '=', c.post_id)
    .execute();
  if (c.root_id !== null) {
    await trx
      .updateTable('square_comments')
      .set({ reply_count: sql`CASE WHEN reply_count > 0 THEN reply_count - 1 ELSE 0 END` })
      .where('id', '=', c.root_id)
      .execute();
  }
  return true;
}
