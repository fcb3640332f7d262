import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

/** Brings the schema up to date; throws (and the server does not start) when a migration fails. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Three engineers own number ranges (001-099, 100-199, 200-299) and add files independently.
    allowUnorderedMigrations: true,
    // Kysely looks for its bookkeeping tables in every schema unless told which: name ours, so a
    // database holding several schemas (tests, tenants) keeps one set per schema.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
