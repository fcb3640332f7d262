import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

/**
 * The database handle migrations receive.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types (Kysely's documented pattern).
export type MigrationDb = Kysely<any>;

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'> | MigrationDb): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Adds an auto-increment integer primary key `id` (serial on PostgreSQL, rowid alias on SQLite). */
export function withId<T extends string>(
  db: MigrationDb,
  table: CreateTableBuilder<T, never>,
  name = 'id',
): CreateTableBuilder<T, never> {
  if (dialectOf(db) === 'postgres') {
    return table.addColumn(name, 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey());
  }
  return table.addColumn(name, 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/** Text column for ISO-8601 timestamps (project convention, see README "Storage"). */
export const TIMESTAMP = 'text' as const;

export const nowIso = (): string => new Date().toISOString();

/** A raw SQL fragment usable in both dialects for "column + n". */
export const plus = (column: string, n: number) => sql`${sql.ref(column)} + ${n}`;

/**
 * Whether a transaction must lock the rows it reads before changing them (`SELECT … FOR UPDATE`):
 * on PostgreSQL another transaction may change or delete them in between; SQLite runs one writer at a time.
 */
export const locksRows = (db: Pick<Kysely<unknown>, 'getExecutor'>): boolean => dialectOf(db) === 'postgres';
