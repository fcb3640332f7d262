// A fresh PostgreSQL database per server under test, dropped afterwards (the machine's trust-auth cluster).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = process.env.QUALITY_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(): Promise<{ name: string; url: string }> {
  const name = `portal_quality_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(name: string): Promise<void> {
  if (!/^portal_quality_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Whether the PostgreSQL of this machine answers; suites that need it say so and skip when it does not. */
export async function postgresAvailable(): Promise<boolean> {
  try {
    await withAdmin((c) => c.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}
