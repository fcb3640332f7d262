import type { Kysely, SelectQueryBuilder } from 'kysely';
import { type Cache, cached } from '../../cache/cache.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * What a viewer may not see in the square: posts and comments hidden after reports (square_hidden,
 * see modules/reports/queue.ts) unless they wrote them, and everything by users they blocked.
 */

/** Ids of hidden posts or comments (a subquery). */
export const hiddenIds = (db: Db, type: 'post' | 'comment') =>
  db
    .selectFrom('square_hidden')
    .select('square_hidden.target_id')
    .where('square_hidden.target_type', '=', type);

/** The uids `viewer` blocked (a subquery). */
export const blockedBy = (db: Db, viewer: string) =>
  db.selectFrom('user_blocks').select('user_blocks.target_uid').where('user_blocks.uid', '=', viewer);

const blocksKey = (viewer: string) => `square:has-blocks:${viewer}`;
/** How long "has this viewer blocked anyone" is kept; a block or unblock by the viewer drops it at once. */
const HAS_BLOCKS_TTL_MS = 60_000;

/**
 * Whether the viewer blocked anyone (the shared cached lists serve those who did not). Kept per viewer,
 * so a signed-in page costs no query for it; `forgetBlocks` drops it when the viewer blocks or unblocks.
 */
export async function hasBlocks(db: Db, cache: Cache, viewer: string | null | undefined): Promise<boolean> {
  if (!viewer) return false;
  return cached(cache, blocksKey(viewer), HAS_BLOCKS_TTL_MS, async () => {
    const row = await db
      .selectFrom('user_blocks')
      .select('uid')
      .where('uid', '=', viewer)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  });
}

/** After the viewer blocked or unblocked someone: their lists filter (or stop filtering) at once. */
export async function forgetBlocks(cache: Cache, viewer: string): Promise<void> {
  await cache.del(blocksKey(viewer));
}

/** Comments the viewer may see: not hidden (unless their own), not by a user they blocked. */
export function visibleComments<O>(
  db: Db,
  q: SelectQueryBuilder<Database, 'square_comments', O>,
  viewer: string | null,
): SelectQueryBuilder<Database, 'square_comments', O> {
  let out = q.where((eb) =>
    viewer
      ? eb.or([
          eb('square_comments.id', 'not in', hiddenIds(db, 'comment')),
          eb('square_comments.uid', '=', viewer),
        ])
      : eb('square_comments.id', 'not in', hiddenIds(db, 'comment')),
  );
  if (viewer) out = out.where('square_comments.uid', 'not in', blockedBy(db, viewer));
  return out;
}
