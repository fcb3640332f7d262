import { sql } from 'kysely';
import { type MigrationDb, TIMESTAMP, withId } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sex', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('age', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('coin_balance', 'integer', (c) => c.notNull().defaultTo(0).check(sqlNonNegative()))
    .addColumn('vip_expire_at', TIMESTAMP)
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text')
    .addColumn('device_id', 'text')
    .addColumn('account_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('users_device_idx')
    .on('users')
    .columns(['device_id', 'account_type'])
    .execute();
  await db.schema.createIndex('users_invited_by_idx').on('users').column('invited_by').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('expires_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('revoked_at', TIMESTAMP)
    .execute();
  await db.schema.createIndex('sessions_uid_idx').on('sessions').column('uid').execute();

  await withId(db, db.schema.createTable('sms_codes'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('expires_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('dead_at', TIMESTAMP)
    .execute();
  await db.schema
    .createIndex('sms_codes_phone_idx')
    .on('sms_codes')
    .columns(['phone', 'created_at'])
    .execute();

  await db.schema
    .createTable('login_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('expires_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('used_at', TIMESTAMP)
    .execute();

  await db.schema
    .createTable('devices')
    .addColumn('device_id', 'text', (c) => c.primaryKey())
    .addColumn('channel_id', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('device_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('os_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('last_seen_at', TIMESTAMP, (c) => c.notNull())
    .execute();
}

function sqlNonNegative() {
  return sql`coin_balance >= 0`;
}

export async function down(db: MigrationDb): Promise<void> {
  for (const t of ['devices', 'login_tokens', 'sms_codes', 'sessions', 'users']) {
    await db.schema.dropTable(t).execute();
  }
}
