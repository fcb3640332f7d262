import { type MigrationDb, TIMESTAMP } from '../portable.ts';

/**
 * Refunds of recharge orders (wallet/recharge-refunds.ts): one row per order, its primary key, so an
 * order is refunded once; `attempt` counts the tries after a refusal of the provider.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('recharge_refunds')
    .addColumn('order_no', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('debit_ledger_id', 'integer', (c) => c.notNull())
    .addColumn('provider_refund_no', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('done_at', TIMESTAMP)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('recharge_refunds').execute();
}
