// Comics: books, tags, chapters, pages, read history and subscriptions.
import { type MigrationDb, TIMESTAMP, withId } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('books'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('banner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chapter_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latest_chapter_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subscriber_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('books_status_idx').on('books').columns(['status', 'views']).execute();
  await db.schema.createIndex('books_views_idx').on('books').columns(['views desc', 'id desc']).execute();
  await db.schema
    .createIndex('books_updated_idx')
    .on('books')
    .columns(['updated_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('book_tags')
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('book_tags_pk', ['book_id', 'tag'])
    .execute();
  await db.schema.createIndex('book_tags_tag_idx').on('book_tags').columns(['tag', 'book_id']).execute();

  await withId(db, db.schema.createTable('chapters'))
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addUniqueConstraint('chapters_book_seq_uq', ['book_id', 'seq'])
    .execute();

  await withId(db, db.schema.createTable('chapter_pages'))
    .addColumn('chapter_id', 'integer', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addUniqueConstraint('chapter_pages_chapter_seq_uq', ['chapter_id', 'seq'])
    .execute();

  await db.schema
    .createTable('read_history')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('chapter_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('read_history_pk', ['uid', 'book_id'])
    .execute();
  await db.schema
    .createIndex('read_history_recent_idx')
    .on('read_history')
    .columns(['uid', 'updated_at desc'])
    .execute();

  await db.schema
    .createTable('book_subscriptions')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('book_subscriptions_pk', ['uid', 'book_id'])
    .execute();
  await db.schema
    .createIndex('book_subscriptions_recent_idx')
    .on('book_subscriptions')
    .columns(['uid', 'created_at desc'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'book_subscriptions',
    'read_history',
    'chapter_pages',
    'chapters',
    'book_tags',
    'books',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
