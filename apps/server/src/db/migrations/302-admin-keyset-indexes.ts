import type { MigrationDb } from '../portable.ts';

/**
 * The console's orders and players page by cursor newest first, on (created_at, order_no) and
 * (created_at, uid): indexes in that order make a page after a cursor one range read, with no count
 * and no skipped rows. Its posts, comments, audit log and a player's ledger page by id (the primary
 * key, and 200-wallet's (uid, id)).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('payment_orders_created_idx')
    .on('payment_orders')
    .columns(['created_at', 'order_no'])
    .execute();
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'uid']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.dropIndex('payment_orders_created_idx').execute();
}
