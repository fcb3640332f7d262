// Operator login lockout: failures counted per operator account, whatever the address they come from.
import { type MigrationDb, TIMESTAMP } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('operators')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('operators').addColumn('locked_until', TIMESTAMP).execute();
}
