import { sql } from 'kysely';
import { type MigrationDb as Db, TIMESTAMP, withId } from '../portable.ts';

/** X钻 ledger, recharge orders, idempotency keys, game purchases, download records, VIP purchases. */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('coin_ledger'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addUniqueConstraint('coin_ledger_once', ['uid', 'kind', 'ref'])
    .execute();
  await db.schema.createIndex('coin_ledger_uid_id').on('coin_ledger').columns(['uid', 'id']).execute();

  await db.schema
    .createTable('payment_orders')
    .addColumn('order_no', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('bonus', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_trade_no', 'text')
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('expire_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('paid_at', TIMESTAMP)
    .execute();
  await db.schema
    .createIndex('payment_orders_uid')
    .on('payment_orders')
    .columns(['uid', 'created_at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['uid', 'operation', 'key'])
    .execute();

  await db.schema
    .createTable('game_purchases')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('game_purchases_pk', ['uid', 'game_id'])
    .execute();

  await withId(db, db.schema.createTable('download_records'))
    .addColumn('uid', 'text')
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('platform_type', 'integer')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('access', 'text')
    .addColumn('channel_id', 'text')
    .addColumn('invite_code', 'text')
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('download_records_uid').on('download_records').columns(['uid', 'id']).execute();

  await withId(db, db.schema.createTable('vip_purchases'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('tier_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('starts_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('expire_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vip_purchases_uid').on('vip_purchases').columns(['uid', 'id']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'vip_purchases',
    'download_records',
    'game_purchases',
    'idempotency_keys',
    'payment_orders',
    'coin_ledger',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
