import type { MigrationDb } from '../portable.ts';

/**
 * My orders page by cursor newest first on (created_at, order_no): the index in that order makes a
 * page after a cursor one range read. It replaces (uid, created_at), which lacked the tie-breaker.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('payment_orders_uid_created_idx')
    .on('payment_orders')
    .columns(['uid', 'created_at', 'order_no'])
    .execute();
  await db.schema.dropIndex('payment_orders_uid').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('payment_orders_uid')
    .on('payment_orders')
    .columns(['uid', 'created_at'])
    .execute();
  await db.schema.dropIndex('payment_orders_uid_created_idx').execute();
}
