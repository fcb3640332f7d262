import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.ts';

/** How long an instance waits for another one's migrations (or seed) before giving up on start. */
export const STARTUP_LOCK_WAIT_MS = 5 * 60_000;

/**
 * Runs `fn` while holding a lock shared by every instance on the same database, so that of several
 * instances starting at once one migrates (or seeds) and the others wait, then find nothing to do.
 * PostgreSQL: a session advisory lock on its own connection (released by the server if the process
 * dies). SQLite: an EXCLUSIVE transaction on a lock file beside the database (released by the OS
 * likewise); the database file itself stays free for `fn`.
 */
export async function withStartupLock<T>(config: Config, name: string, fn: () => Promise<T>): Promise<T> {
  return config.databaseUrl ? withPgLock(config, name, fn) : withSqliteLock(config, name, fn);
}

async function withPgLock<T>(config: Config, name: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  // One lock per schema and purpose: tenants (and test runs) in other schemas do not wait for each other.
  const id = `portal:${name}:${config.databaseSchema ?? 'public'}`;
  try {
    await client.query(`SET lock_timeout = ${STARTUP_LOCK_WAIT_MS}`);
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [id]);
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [id]);
    }
  } finally {
    await client.end();
  }
}

async function withSqliteLock<T>(config: Config, name: string, fn: () => Promise<T>): Promise<T> {
  const lock = new SQLite(path.join(config.dataDir, `portal.db.${name}-lock`));
  try {
    // BEGIN EXCLUSIVE waits up to busy_timeout for the holder. It blocks this thread meanwhile, which is
    // fine before the server listens: there is nothing else to do until the schema is ready.
    lock.pragma(`busy_timeout = ${STARTUP_LOCK_WAIT_MS}`);
    lock.exec('BEGIN EXCLUSIVE');
    try {
      return await fn();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}
