import { type MigrationDb, TIMESTAMP, withId } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('game_reviews'))
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('helpful_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
    // One review per player and game: the PUT's upsert and concurrent first reviews rely on it.
    .addUniqueConstraint('game_reviews_once', ['game_id', 'uid'])
    .execute();
  // The rating is counted from the reviews per star (reviews/rating.ts): this index answers it alone.
  await db.schema
    .createIndex('game_reviews_rating_idx')
    .on('game_reviews')
    .columns(['game_id', 'rating'])
    .execute();
  // The two list orders' keysets (最新, 最热).
  await db.schema
    .createIndex('game_reviews_new_idx')
    .on('game_reviews')
    .columns(['game_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('game_reviews_hot_idx')
    .on('game_reviews')
    .columns(['game_id', 'helpful_count', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('game_review_helpful')
    .addColumn('review_id', 'integer', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('game_review_helpful_pk', ['review_id', 'uid'])
    .execute();
  await db.schema
    .createIndex('game_review_helpful_uid_idx')
    .on('game_review_helpful')
    .columns(['uid', 'review_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('game_review_helpful').execute();
  await db.schema.dropTable('game_reviews').execute();
}
