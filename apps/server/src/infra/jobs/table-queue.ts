import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type JobHandler, type JobQueue, RETRY, retryDelayMs, type SendOptions } from './queue.ts';

const POLL_MS = 500;

/**
 * The in-process runner for the embedded SQLite: jobs are rows of `jobs`, so a killed process finds
 * them at its next start (a row it had taken is taken again: handlers must be idempotent, as the
 * notifications' deliveries are). One job at a time: SQLite has one writer anyway.
 */
export class TableJobQueue implements JobQueue {
  readonly kind = 'table' as const;
  readonly #db: Kysely<Database>;
  readonly #log: FastifyBaseLogger | undefined;
  readonly #handlers = new Map<string, JobHandler>();
  #stopped = true;
  #timer: NodeJS.Timeout | undefined;
  #draining: Promise<void> | undefined;
  #again = false;

  constructor(db: Kysely<Database>, log?: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  work(name: string, handler: JobHandler): void {
    this.#handlers.set(name, handler);
  }

  async send(name: string, payload: object, options: SendOptions = {}): Promise<void> {
    const now = new Date().toISOString();
    // In the caller's transaction the row is seen once it commits: the runner's queries wait for the
    // connection the transaction holds, so the kick below finds it then.
    await (options.trx ?? this.#db)
      .insertInto('jobs')
      .values({
        name,
        payload: JSON.stringify(payload),
        job_key: options.key ?? null,
        attempts: 0,
        run_at: now,
        created_at: now,
      })
      .onConflict((oc) => oc.column('job_key').doNothing())
      .execute();
    this.#kick();
  }

  async start(): Promise<void> {
    // Only this process runs jobs of this file: what was taken when the last one stopped is due again.
    await this.#db
      .updateTable('jobs')
      .set({ locked_at: null })
      .where('locked_at', 'is not', null)
      .where('failed_at', 'is', null)
      .execute();
    this.#stopped = false;
    this.#kick();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#draining;
  }

  /** Resolves once no job is due or running (tests and the bench wait for a fan-out with it). */
  async idle(): Promise<void> {
    for (;;) {
      await this.#draining;
      const row = await this.#db
        .selectFrom('jobs')
        .select('id')
        .where('failed_at', 'is', null)
        .where('run_at', '<=', new Date().toISOString())
        .limit(1)
        .executeTakeFirst();
      if (!row && !this.#draining) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  #kick(): void {
    if (this.#stopped) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#draining = this.#drain()
      .catch((err) => this.#log?.error({ err }, 'job runner failed'))
      .finally(() => {
        this.#draining = undefined;
        if (this.#stopped) return;
        if (this.#again) {
          this.#again = false;
          this.#kick();
        } else {
          this.#timer = setTimeout(() => this.#kick(), POLL_MS);
          this.#timer.unref();
        }
      });
  }

  async #drain(): Promise<void> {
    while (!this.#stopped) {
      const now = new Date().toISOString();
      const job = await this.#db
        .selectFrom('jobs')
        .selectAll()
        .where('locked_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('run_at', '<=', now)
        .where('name', 'in', [...this.#handlers.keys()])
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!job) return;
      const handler = this.#handlers.get(job.name);
      if (!handler) return;
      await this.#db.updateTable('jobs').set({ locked_at: now }).where('id', '=', job.id).execute();
      try {
        await handler(JSON.parse(job.payload));
        await this.#db.deleteFrom('jobs').where('id', '=', job.id).execute();
      } catch (err) {
        const attempts = job.attempts + 1;
        const failed = attempts >= RETRY.attempts;
        this.#log?.warn({ err, job: job.name, attempts, failed }, 'job failed');
        await this.#db
          .updateTable('jobs')
          .set({
            attempts,
            locked_at: null,
            last_error: String((err as Error)?.message ?? err).slice(0, 500),
            run_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
            failed_at: failed ? new Date().toISOString() : null,
          })
          .where('id', '=', job.id)
          .execute();
      }
    }
  }
}
