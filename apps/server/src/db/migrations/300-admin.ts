// The operators' console: operators and their tokens, the audit log, player restrictions, refunds,
// operator-hidden content, dashboard day tables, and announcement versions.
import { type MigrationDb, TIMESTAMP, withId } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('operators'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('last_login_at', TIMESTAMP)
    .execute();
  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('expires_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('revoked_at', TIMESTAMP)
    .execute();
  await withId(db, db.schema.createTable('admin_audit'))
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('operator_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created').on('admin_audit').columns(['created_at']).execute();
  await withId(db, db.schema.createTable('user_restrictions'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('until', TIMESTAMP, (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator_name', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('lifted_at', TIMESTAMP)
    .execute();
  await db.schema
    .createIndex('user_restrictions_uid')
    .on('user_restrictions')
    .columns(['uid', 'kind'])
    .execute();
  await withId(db, db.schema.createTable('game_purchase_refunds'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('purchased_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('refunded_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('ledger_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_purchase_refunds_uid')
    .on('game_purchase_refunds')
    .columns(['uid', 'game_id'])
    .execute();
  await db.schema
    .createTable('admin_hidden_content')
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('hidden_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_hidden_content_pk', ['target_type', 'target_id'])
    .execute();
  await db.schema
    .createTable('user_active_days')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_active_days_pk', ['day', 'uid'])
    .execute();
  await db.schema
    .createTable('book_read_days')
    .addColumn('book_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('reads', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('book_read_days_pk', ['day', 'book_id'])
    .execute();
  // Announcements keep every version: an edit writes a new row of the same series.
  await db.schema.alterTable('announcements').addColumn('series_id', 'integer').execute();
  await db.schema
    .alterTable('announcements')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('announcements')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('announcements').addColumn('published_at', TIMESTAMP).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of ['published_at', 'status', 'version', 'series_id']) {
    await db.schema.alterTable('announcements').dropColumn(column).execute();
  }
  for (const table of [
    'book_read_days',
    'user_active_days',
    'admin_hidden_content',
    'game_purchase_refunds',
    'user_restrictions',
    'admin_audit',
    'operator_sessions',
    'operators',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
