// Notifications: the inbox's messages carry their tab, the place they open and the event they came from
// (unique per user: delivered once); per-kind settings; the likers of grouped like notifications; the
// in-process job runner's table.
import { type MigrationDb, TIMESTAMP, withId } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema
    .alterTable('messages')
    .addColumn('tab', 'text', (c) => c.notNull().defaultTo('system'))
    .execute();
  await db.schema.alterTable('messages').addColumn('url', 'text').execute();
  await db.schema.alterTable('messages').addColumn('event_key', 'text').execute();
  await db.schema.alterTable('messages').addColumn('group_key', 'text').execute();
  await db.schema
    .createIndex('messages_uid_event_uq')
    .unique()
    .on('messages')
    .columns(['uid', 'event_key'])
    .execute();
  await db.schema
    .createIndex('messages_uid_group_uq')
    .unique()
    .on('messages')
    .columns(['uid', 'group_key'])
    .execute();
  await db.schema
    .createIndex('messages_uid_tab_idx')
    .on('messages')
    .columns(['uid', 'tab', 'id desc'])
    .execute();

  // A new chapter's fan-out reads the book's subscribers in uid order, a batch at a time.
  await db.schema
    .createIndex('book_subscriptions_book_uid_idx')
    .on('book_subscriptions')
    .columns(['book_id', 'uid'])
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['uid', 'kind'])
    .execute();

  await db.schema
    .createTable('notification_like_actors')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('actor_uid', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_like_actors_pk', ['uid', 'group_key', 'actor_uid'])
    .execute();

  await withId(db, db.schema.createTable('jobs'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('job_key', 'text', (c) => c.unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('locked_at', TIMESTAMP)
    .addColumn('failed_at', TIMESTAMP)
    .addColumn('last_error', 'text')
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['run_at', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['jobs', 'notification_like_actors', 'notification_settings']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const index of [
    'book_subscriptions_book_uid_idx',
    'messages_uid_tab_idx',
    'messages_uid_group_uq',
    'messages_uid_event_uq',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of ['group_key', 'event_key', 'url', 'tab']) {
    await db.schema.alterTable('messages').dropColumn(column).execute();
  }
}
