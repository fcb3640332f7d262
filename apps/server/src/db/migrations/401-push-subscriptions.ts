// Web Push: one row per browser (its push service endpoint) that turned push on, for one user and session.
import { type MigrationDb, TIMESTAMP, withId } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('uid', 'text', (c) => c.notNull())
    // A browser has one endpoint per origin and key: sending it again (another account, renewed keys) replaces the row.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    // sha256 of the session token it was stored with (sessions.token_hash): logout removes it, a dead session sends nothing.
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_uid_idx').on('push_subscriptions').column('uid').execute();
  await db.schema
    .createIndex('push_subscriptions_session_idx')
    .on('push_subscriptions')
    .column('session_hash')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('push_subscriptions').ifExists().execute();
}
