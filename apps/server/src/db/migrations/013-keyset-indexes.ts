import type { MigrationDb } from '../portable.ts';

/**
 * Indexes in the exact order of the lists that page by cursor (keyset), ending in their tie-breaker,
 * so a page after a cursor is one range read of the index: a post's comments by likes and my comments
 * by likes. The other keyset lists already had theirs (002-square, 102-content, 200-wallet); my orders
 * get theirs in 204.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('square_comments_post_hot_idx')
    .on('square_comments')
    .columns(['post_id', 'root_id', 'like_count', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('square_comments_uid_hot_idx')
    .on('square_comments')
    .columns(['uid', 'like_count', 'created_at', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('square_comments_uid_hot_idx').execute();
  await db.schema.dropIndex('square_comments_post_hot_idx').execute();
}
