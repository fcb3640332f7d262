// Game reservations (预约): a game can be listed as upcoming with a release time before it can be
// downloaded; players reserve it; at release each of them is notified once. `released_notified_at` is
// the release's claim: the transaction that sets it is the one that writes the notifications.
import { type MigrationDb, TIMESTAMP } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('upcoming', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('games').addColumn('release_time', TIMESTAMP).execute();
  await db.schema
    .alterTable('games')
    .addColumn('reservation_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('games').addColumn('released_notified_at', TIMESTAMP).execute();
  // The scheduled release reads the upcoming games whose time has come.
  await db.schema
    .createIndex('games_upcoming_release_idx')
    .on('games')
    .columns(['upcoming', 'release_time'])
    .execute();

  await db.schema
    .createTable('game_reservations')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('game_reservations_pk', ['game_id', 'uid'])
    .execute();
  // 我的预约: newest first, keyset on (created_at, game_id).
  await db.schema
    .createIndex('game_reservations_uid_time_idx')
    .on('game_reservations')
    .columns(['uid', 'created_at', 'game_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('game_reservations').ifExists().execute();
  await db.schema.dropIndex('games_upcoming_release_idx').ifExists().execute();
  for (const column of ['released_notified_at', 'reservation_count', 'release_time', 'upcoming']) {
    await db.schema.alterTable('games').dropColumn(column).execute();
  }
}
