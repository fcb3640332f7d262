import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import { PgBoss } from 'pg-boss';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/tx.ts';
import { type JobHandler, type JobQueue, RETRY, type SendOptions } from './queue.ts';

/** pg-boss's statements run on the connection of a transaction of the portal's (its `db` option). */
function inTransaction(trx: Tx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}

/** pg-boss keeps its tables in a schema of its own beside the portal's (`<schema>_jobs`). */
export function pgBossSchema(config: Pick<Config, 'databaseSchema'>): string {
  return `${config.databaseSchema ?? 'public'}_jobs`;
}

/**
 * The queue on PostgreSQL: pg-boss 12. Several instances share it (SKIP LOCKED); a job whose worker
 * died is retried once `expireSeconds` passed (the supervisor checks every `superviseSeconds`).
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  readonly #boss: PgBoss;
  readonly #config: Config;
  readonly #handlers = new Map<string, JobHandler>();
  #started: Promise<void> | undefined;

  constructor(config: Config, log?: FastifyBaseLogger) {
    this.#config = config;
    this.#boss = new PgBoss({
      connectionString: config.databaseUrl,
      schema: pgBossSchema(config),
      max: 4,
      // A job sent wakes a waiting worker at once instead of at its next poll.
      useListenNotify: true,
      superviseIntervalSeconds: config.jobs.superviseSeconds,
      monitorIntervalSeconds: config.jobs.superviseSeconds,
    });
    this.#boss.on('error', (err) => log?.error({ err }, 'job queue error'));
  }

  work(name: string, handler: JobHandler): void {
    this.#handlers.set(name, handler);
  }

  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<void> {
    await this.#boss.start();
    for (const [name, handler] of this.#handlers) {
      await this.#boss.createQueue(name, {
        retryLimit: RETRY.attempts - 1,
        retryDelay: RETRY.firstDelayMs / 1000,
        retryBackoff: true,
        retryDelayMax: RETRY.maxDelayMs / 1000,
        expireInSeconds: this.#config.jobs.expireSeconds,
        notify: true,
      });
      // Two workers: a fan-out job queues its next batch while it runs, and the other takes it at once.
      await this.#boss.work(
        name,
        { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5, batchSize: 1, localConcurrency: 2 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
    }
  }

  async send(name: string, payload: object, options: SendOptions = {}): Promise<void> {
    await this.start();
    await this.#boss.send(name, payload, {
      ...(options.key ? { singletonKey: options.key } : {}),
      ...(options.trx ? { db: inTransaction(options.trx) } : {}),
    });
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    await this.#started.catch(() => undefined);
    await this.#boss.stop({ graceful: true, timeout: 5000 });
  }
}
