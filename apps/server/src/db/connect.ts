import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Dialect } from './portable.ts';
import type { Database } from './schema.ts';
import { SchemaPostgresDialect } from './schema-introspector.ts';
import { ImmediateSqliteDialect } from './sqlite-immediate.ts';

// int8 (COUNT(*), bigint columns) and numeric (SUM) arrive as strings from pg; every such value we
// use fits in a double, and both dialects then hand the code plain numbers.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
  /** The PostgreSQL pool (its size and waiting clients are metrics); absent on SQLite. */
  pool?: pg.Pool;
}

/**
 * better-sqlite3 compiles a statement on every `prepare`; Kysely prepares per query. Caching the
 * compiled statements by SQL text makes every repeated query a prepared statement. Kysely runs one
 * query at a time on the single SQLite connection, so a cached statement is never used twice at once.
 */
function cachingSqlite(raw: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => raw.close(),
    prepare(sqlText: string) {
      let stmt = statements.get(sqlText);
      if (!stmt) {
        stmt = raw.prepare(sqlText);
        if (statements.size > 2000) statements.clear();
        statements.set(sqlText, stmt);
      }
      return stmt;
    },
  };
}

/**
 * `onIdleClientError`: told when PostgreSQL ends a connection the pool holds idle (a restart, a
 * failover, an operator's pg_terminate_backend). pg emits that on the pool, and an 'error' event with
 * no listener would end the process; the pool has already dropped the client and opens a new one for
 * the next query.
 */
export function connect(config: Config, onIdleClientError: (err: Error) => void = () => {}): DbHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 20,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    pool.on('error', onIdleClientError);
    const db = new Kysely<Database>({
      // Without a schema of its own the portal's tables are in public, where the default search_path makes them.
      dialect: new SchemaPostgresDialect({ pool }, config.databaseSchema ?? 'public'),
    });
    return { db, dialect: 'postgres', destroy: () => db.destroy(), pool };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const raw = new SQLite(path.join(config.dataDir, 'portal.db'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cachingSqlite(raw) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
