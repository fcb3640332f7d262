// Read marks (已读): one row per user and chapter opened, kept beside the per-book read history.
import { type MigrationDb, TIMESTAMP } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('chapter_reads')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('chapter_id', 'integer', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('chapter_reads_pk', ['uid', 'chapter_id'])
    .execute();
  await db.schema
    .createIndex('chapter_reads_book_idx')
    .on('chapter_reads')
    .columns(['uid', 'book_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('chapter_reads').ifExists().execute();
}
