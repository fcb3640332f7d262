import { sql } from 'kysely';
import { type MigrationDb as Db, TIMESTAMP, withId } from '../portable.ts';

/** Check-in, tasks, invites and gift packs. */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('checkins')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('reward', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('checkins_pk', ['uid', 'day'])
    .execute();

  for (const table of ['task_progress', 'task_claims'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('task_id', 'integer', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn(table === 'task_progress' ? 'count' : 'reward', 'integer', (c) => c.notNull())
      .addColumn(table === 'task_progress' ? 'updated_at' : 'created_at', TIMESTAMP, (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['uid', 'task_id', 'period'])
      .execute();
  }

  await db.schema
    .createTable('invite_rewards')
    .addColumn('invitee_uid', 'text', (c) => c.primaryKey())
    .addColumn('inviter_uid', 'text', (c) => c.notNull())
    .addColumn('invite_code', 'text', (c) => c.notNull())
    .addColumn('reward', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invite_rewards_inviter').on('invite_rewards').column('inviter_uid').execute();

  await withId(db, db.schema.createTable('gift_packs'))
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('stock_total', 'integer', (c) => c.notNull())
    .addColumn('stock_left', 'integer', (c) => c.notNull())
    .addColumn('starts_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('ends_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addCheckConstraint('gift_packs_stock', sql`stock_left >= 0 AND stock_left <= stock_total`)
    .execute();
  await db.schema.createIndex('gift_packs_game').on('gift_packs').column('game_id').execute();

  await withId(db, db.schema.createTable('gift_codes'))
    .addColumn('pack_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', TIMESTAMP)
    .addUniqueConstraint('gift_codes_code', ['pack_id', 'code'])
    .execute();
  await db.schema
    .createIndex('gift_codes_free')
    .on('gift_codes')
    .columns(['pack_id', 'claimed_by'])
    .execute();

  await db.schema
    .createTable('gift_claims')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('pack_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('gift_claims_pk', ['uid', 'pack_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'gift_claims',
    'gift_codes',
    'gift_packs',
    'invite_rewards',
    'task_claims',
    'task_progress',
    'checkins',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
