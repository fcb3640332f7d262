import { type MigrationDb, TIMESTAMP } from '../portable.ts';

/**
 * Every file the square's upload call stored, with who sent it and what it measured, so a post can
 * only show addresses its author uploaded (apps/server/README.md "Uploads").
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('square_uploads')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('duration', 'double precision')
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('square_uploads_uid_idx').on('square_uploads').columns(['uid']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('square_uploads').execute();
}
