import { type MigrationDb, TIMESTAMP } from '../portable.ts';

/**
 * Signed-in devices: the user agent a session logged in with and when it was last used; and pending
 * account deletions (注销) waiting out their cooling-off period.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_active_at', TIMESTAMP).execute();
  await db.schema
    .createTable('account_deletions')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('requested_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('purge_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_deletions_due').on('account_deletions').column('purge_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('account_deletions').execute();
  await db.schema.alterTable('sessions').dropColumn('last_active_at').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
