// Paid chapters: a book's price per chapter after its free ones, unlocks per user and chapter, and the
// per-account reading settings (自动解锁下一章).
import { type MigrationDb, TIMESTAMP } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  // null: every chapter is free; n: chapters 1..n are free, later ones cost chapter_price X钻.
  await db.schema.alterTable('books').addColumn('free_chapters', 'integer').execute();
  await db.schema
    .alterTable('books')
    .addColumn('chapter_price', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('books')
    .addColumn('vip_free', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One row per user and chapter: the primary key is what makes concurrent unlocks charge once.
  await db.schema
    .createTable('chapter_unlocks')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('chapter_id', 'integer', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('chapter_unlocks_pk', ['uid', 'chapter_id'])
    .execute();
  await db.schema
    .createIndex('chapter_unlocks_book_idx')
    .on('chapter_unlocks')
    .columns(['uid', 'book_id'])
    .execute();

  await db.schema
    .createTable('reading_settings')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('auto_unlock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('reading_settings').ifExists().execute();
  await db.schema.dropTable('chapter_unlocks').ifExists().execute();
  for (const column of ['vip_free', 'chapter_price', 'free_chapters']) {
    await db.schema.alterTable('books').dropColumn(column).execute();
  }
}
