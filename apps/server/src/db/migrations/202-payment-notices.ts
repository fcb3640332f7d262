import { type MigrationDb, TIMESTAMP } from '../portable.ts';

/** Nonces of payment notices already used: a notice is taken once, by one order (wallet/orders.ts). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('payment_notices')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_notices_pk', ['provider', 'nonce'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('payment_notices').execute();
}
