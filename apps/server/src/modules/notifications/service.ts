import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/tx.ts';
import type { JobQueue } from '../../infra/jobs/index.ts';
import { audienceBatch } from './audience.ts';
import { deliverBatch } from './deliver.ts';
import { audienceOf, type NotificationEvent, type PushSender } from './events.ts';

/** The fan-out job: one batch of recipients per job, each job queueing the next. */
export const DELIVER_JOB = 'notify.deliver';
/** Recipients per job: one multi-row insert (8 values a row stay under both databases' parameter caps). */
export const BATCH = 1000;
/** How long one job goes on with the next batch before it hands the rest to a new job. */
const JOB_BUDGET_MS = 2000;

interface DeliverJob {
  event: NotificationEvent;
  after: string | null;
}

export interface Notifications {
  /**
   * Queues the event's delivery; answers once the job is stored (a crash after that still delivers).
   * Never throws: a failure to queue is logged, the caller's write already committed.
   */
  publish(event: NotificationEvent): Promise<void>;
  /**
   * Queues the event's delivery inside `trx`: delivered if and only if the transaction commits (a
   * failure to queue throws, and rolls the caller's write back with it).
   */
  publishIn(trx: Tx, event: NotificationEvent): Promise<void>;
  /** Starts the queue's workers (the app's onReady). */
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly queue: JobQueue;
}

export function createNotifications(deps: {
  db: Db;
  queue: JobQueue;
  log?: FastifyBaseLogger;
  push?: PushSender | undefined;
}): Notifications {
  const { db, queue, log } = deps;
  queue.work(DELIVER_JOB, async (payload) => {
    const job = payload as DeliverJob;
    const audience = audienceOf(job.event);
    // Batches follow one another inside a job for up to JOB_BUDGET_MS (a queue's round trip costs more
    // than a batch), then the job queues the rest. A job run again (after a kill) redoes at most that
    // much, and adds no row: the inserts skip what is there.
    const until = Date.now() + JOB_BUDGET_MS;
    let after = job.after;
    for (;;) {
      const uids = await audienceBatch(db, audience, after, BATCH);
      if (uids.length === 0) return;
      await deliverBatch({ db, log, push: deps.push }, job.event, uids);
      if (uids.length < BATCH) return;
      after = uids[uids.length - 1] ?? '';
      if (Date.now() >= until) {
        await queue.send(DELIVER_JOB, { event: job.event, after }, { key: `${job.event.id}>${after}` });
        return;
      }
    }
  });
  return {
    queue,
    async publish(event) {
      try {
        await queue.send(DELIVER_JOB, { event, after: null } satisfies DeliverJob, { key: `${event.id}>` });
      } catch (err) {
        log?.error({ err, event: event.id }, 'notification not queued');
      }
    },
    publishIn: (trx, event) =>
      queue.send(DELIVER_JOB, { event, after: null } satisfies DeliverJob, { key: `${event.id}>`, trx }),
    start: () => queue.start(),
    stop: () => queue.stop(),
  };
}
