import { sql } from 'kysely';
import { type MigrationDb, TIMESTAMP } from '../portable.ts';

/** Make-up check-in cards (补签卡) and operator-made gift codes (兑换码). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('checkin_cards')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
    // The month (YYYY-MM) month_used counts; a use in a later month starts it again at 1.
    .addColumn('month', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('month_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
    .addCheckConstraint('checkin_cards_balance', sql`balance >= 0 AND month_used >= 0`)
    .execute();

  await db.schema
    .createTable('redeem_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pack_id', 'integer')
    .addColumn('max_uses', 'integer', (c) => c.notNull())
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addCheckConstraint('redeem_codes_uses', sql`used_count >= 0 AND used_count <= max_uses`)
    .execute();

  await db.schema
    .createTable('redeem_code_uses')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('redeem_code_uses_pk', ['code', 'uid'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const t of ['redeem_code_uses', 'redeem_codes', 'checkin_cards'])
    await db.schema.dropTable(t).execute();
}
