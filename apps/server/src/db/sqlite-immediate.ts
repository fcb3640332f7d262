import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * Kysely begins SQLite transactions DEFERRED: a transaction that reads, then writes, asks for the write
 * lock only at its first write. If another connection (another process on the same file: an operator's
 * `admin:create`, a script) has written since the read, SQLite refuses at once (SQLITE_BUSY_SNAPSHOT)
 * without waiting out busy_timeout, and the request fails. BEGIN IMMEDIATE takes the write lock at the
 * start and waits for it like any other write. Within the server it changes nothing: its one connection
 * runs one transaction at a time.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite as Kysely speaks it, with every transaction begun IMMEDIATE. */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
