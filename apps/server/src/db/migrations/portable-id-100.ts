// An auto-incrementing integer primary key that both SQLite and PostgreSQL accept.
import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function autoId<T extends string>(
  builder: CreateTableBuilder<T, never>,
  db: Kysely<unknown>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? builder.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
