// One job queue interface over pg-boss (PostgreSQL) and the in-process runner (SQLite, table `jobs`).
import type { Tx } from '../../db/tx.ts';

/** How a job is queued. */
export interface SendOptions {
  /** A job with this key that has not finished is not queued twice. */
  key?: string;
  /**
   * Stores the job in this transaction of the portal's database: it exists only if the transaction
   * commits, and then surely (an outbox: no crash between the commit and the queueing can lose it).
   */
  trx?: Tx;
}

/** Runs one job; a throw retries it later with back-off. */
export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobQueue {
  /** Which backend runs the jobs (the bench and the logs name it). */
  readonly kind: 'table' | 'pg-boss';
  /** Registers the handler of a job name; before `start`. */
  work(name: string, handler: JobHandler): void;
  /** Queues a job. */
  send(name: string, payload: object, options?: SendOptions): Promise<void>;
  /** Starts working (and picks up the jobs a stopped or killed process left). */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the one running. */
  stop(): Promise<void>;
}

/** Retry policy shared by both backends: 10 attempts, 1 s doubling up to 5 minutes. */
export const RETRY = { attempts: 10, firstDelayMs: 1000, maxDelayMs: 300_000 } as const;

export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY.maxDelayMs, RETRY.firstDelayMs * 2 ** Math.max(0, attempt - 1));
}
