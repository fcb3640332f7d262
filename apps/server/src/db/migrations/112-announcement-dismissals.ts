// 今日不再显示 per account: which version of an announcement a user dismissed, and when.
import { type MigrationDb, TIMESTAMP } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('announcement_dismissals')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('announcement_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('dismissed_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_dismissals_pk', ['uid', 'announcement_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('announcement_dismissals').ifExists().execute();
}
