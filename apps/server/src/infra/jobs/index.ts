import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Dialect } from '../../db/portable.ts';
import type { Database } from '../../db/schema.ts';
import { PgBossQueue } from './pg-boss-queue.ts';
import type { JobQueue } from './queue.ts';
import { TableJobQueue } from './table-queue.ts';

export { pgBossSchema } from './pg-boss-queue.ts';
export type { JobHandler, JobQueue } from './queue.ts';
export { TableJobQueue } from './table-queue.ts';

/** pg-boss on PostgreSQL, the in-process runner over the `jobs` table on SQLite. */
export function jobQueueFor(
  config: Config,
  db: Kysely<Database>,
  dialect: Dialect,
  log?: FastifyBaseLogger,
): JobQueue {
  return dialect === 'postgres' ? new PgBossQueue(config, log) : new TableJobQueue(db, log);
}
