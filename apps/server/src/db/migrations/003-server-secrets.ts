import { type MigrationDb, TIMESTAMP } from '../portable.ts';

/** Secrets the server generates for itself when none is configured (infra/secrets.ts). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
}
