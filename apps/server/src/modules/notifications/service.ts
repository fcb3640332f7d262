import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/tx.ts';
import type { JobQueue } from '../../infra/jobs/index.ts';
import { audienceBatch } from './audience.ts';
import { deliverBatch } from './deliver.ts';
import { audienceOf, type NotificationEvent, type PushSender } from './events.ts';

/** The fan-out job: one batch of recipients per job, each job queueing the next. */
export const DELIVER_JOB = 'notify.deliver';
/** Recipients per job: one multi-row insert (8 values a row stay under both databases' parameter caps). */
export const BATCH = 1000;

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
    const uids = await audienceBatch(db, audienceOf(job.event), job.after, BATCH);
    if (uids.length === 0) return;
    // The next batch is queued first: if this process dies after it, the rerun of this job finds the
    // next one already queued (same key) and its own rows already there.
    if (uids.length === BATCH) {
      const last = uids[uids.length - 1] ?? '';
      await queue.send(DELIVER_JOB, { event: job.event, after: last }, { key: `${job.event.id}>${last}` });
    }
    await deliverBatch({ db, log, push: deps.push }, job.event, uids);
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
    start: () => queue.start(),
    stop: () => queue.stop(),
  };
}
