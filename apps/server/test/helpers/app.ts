import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { PushSender } from '../../src/modules/notifications/index.ts';
import { MemorySmsProvider } from '../../src/sms/provider.ts';

export type DbKind = 'sqlite' | 'postgres';
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const pgUp = await postgresReachable();
if (!pgUp)
  console.warn(`PostgreSQL not reachable at ${PG_URL}: PostgreSQL variants of the server tests are SKIPPED`);

/** The databases to run each server test against: both, or SQLite alone when PostgreSQL is down. */
export const dbKinds: DbKind[] = pgUp ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  sms: MemorySmsProvider;
  config: Config;
  /** Closes the app and builds a new one on the same storage (restart test). */
  restart(): Promise<FastifyInstance>;
  /** Closes the app and deletes its data (temp dir, PostgreSQL schema). */
  close(): Promise<void>;
}

export interface TestAppOptions {
  db: DbKind;
  env?: Record<string, string>;
  /** Real OWASP scrypt cost instead of the fast test cost. */
  realScrypt?: boolean;
  /** Collect the server's log lines here (LOG_LEVEL defaults to info then). */
  logLines?: string[];
  /** The SMS provider SMS_PROVIDER names (a gateway adapter under test) instead of the in-memory one. */
  configuredSms?: boolean;
  /** Receives the notifications sent as push (no push module otherwise: the inbox only). */
  push?: PushSender;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty schema in the test database (cheaper than a database: no checkpoint to drop it). */
export async function freshSchema(): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  return schema;
}

/** Drops a schema freshSchema made, with everything in it. */
export async function dropSchema(schema: string): Promise<void> {
  await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
}

/** A fresh server on its own SQLite file or PostgreSQL schema. */
export async function startTestApp(opts: TestAppOptions): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-server-test-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: opts.logLines ? 'info' : 'silent',
    SCRYPT_LOG_N: opts.realScrypt ? '17' : '10',
    CORS_ORIGINS: 'https://partner.example',
    ...opts.env,
  };
  let schema: string | undefined;
  if (opts.db === 'postgres') {
    schema = await freshSchema();
    env.DATABASE_URL = PG_URL;
    env.DATABASE_SCHEMA = schema;
  }
  const config = loadConfig(env);
  const sms = new MemorySmsProvider();
  const logging = opts.logLines
    ? {
        logStream: new Writable({
          write: (chunk, _enc, done) => done(void opts.logLines?.push(String(chunk))),
        }),
      }
    : { logger: false as const };
  const overrides = {
    ...(opts.configuredSms ? {} : { sms }),
    ...logging,
    ...(opts.push ? { push: opts.push } : {}),
  };
  let app = await buildApp(config, overrides);
  return {
    get app() {
      return app;
    },
    sms,
    config,
    async restart() {
      await app.close();
      app = await buildApp(config, overrides);
      return app;
    },
    async close() {
      await app.close();
      if (schema) await dropSchema(schema);
      // pg-boss's own schema beside it (infra/jobs).
      if (schema) await adminQuery(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
