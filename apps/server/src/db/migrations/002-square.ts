import { type MigrationDb, TIMESTAMP, withId } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('square_tags'))
    .addColumn('tag', 'text', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('square_posts'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('tag_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('video', 'text')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  // One index per sort and filter, each ending in the tie-breaker id so pages are stable and the
  // id-only page query (see square/posts-repo.ts) is answered from the index alone.
  const postIndexes: [string, string[]][] = [
    ['square_posts_new_idx', ['created_at', 'id']],
    ['square_posts_hot_idx', ['like_count', 'created_at', 'id']],
    ['square_posts_tag_new_idx', ['tag_id', 'created_at', 'id']],
    ['square_posts_tag_hot_idx', ['tag_id', 'like_count', 'created_at', 'id']],
    ['square_posts_uid_idx', ['uid', 'created_at', 'id']],
  ];
  for (const [name, columns] of postIndexes) {
    await db.schema.createIndex(name).on('square_posts').columns(columns).execute();
  }

  await withId(db, db.schema.createTable('square_comments'))
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('root_id', 'integer')
    .addColumn('reply_to_id', 'integer')
    .addColumn('reply_to_uid', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('square_comments_post_idx')
    .on('square_comments')
    .columns(['post_id', 'root_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('square_comments_root_idx')
    .on('square_comments')
    .columns(['root_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('square_comments_uid_idx')
    .on('square_comments')
    .columns(['uid', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('square_post_likes')
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('square_post_likes_pk', ['post_id', 'uid'])
    .execute();
  await db.schema
    .createIndex('square_post_likes_uid_idx')
    .on('square_post_likes')
    .columns(['uid', 'post_id'])
    .execute();

  await db.schema
    .createTable('square_comment_likes')
    .addColumn('comment_id', 'integer', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('square_comment_likes_pk', ['comment_id', 'uid'])
    .execute();
  await db.schema
    .createIndex('square_comment_likes_uid_idx')
    .on('square_comment_likes')
    .columns(['uid', 'comment_id'])
    .execute();

  await db.schema
    .createTable('user_follows')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('target_uid', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_follows_pk', ['uid', 'target_uid'])
    .execute();
  await db.schema.createIndex('user_follows_target_idx').on('user_follows').column('target_uid').execute();

  await withId(db, db.schema.createTable('square_config'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('sensitive_words'))
    .addColumn('word', 'text', (c) => c.notNull().unique())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const t of [
    'sensitive_words',
    'square_config',
    'user_follows',
    'square_comment_likes',
    'square_post_likes',
    'square_comments',
    'square_posts',
    'square_tags',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
