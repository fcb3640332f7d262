import { sql } from 'kysely';
import { groupedWriter } from '../../db/grouped-writes.ts';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, Errors } from '../../http/answer.ts';
import { shanghaiDay } from '../../infra/shanghai-day.ts';
import { grantCards } from '../checkin/index.ts';
import { applyLedgerEntry } from '../wallet/index.ts';
import {
  type DailyEvent,
  dailyTasksFor,
  findTask,
  type OnceEvent,
  TASKS,
  type TaskDef,
  taskPeriod,
} from './definitions.ts';

type ProgressKey = { uid: string; task_id: number; period: string };

/** Rows of one upsert, keyed by (uid, task, period) so a row that counts twice is written once with 2. */
type ProgressBatch = Map<string, ProgressKey & { count: number; updated_at: string }>;

async function upsertProgress(db: Db, batch: ProgressBatch): Promise<void> {
  // Sorted, so two servers' batches on one PostgreSQL take their row locks in the same order.
  const rows = [...batch.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
  await db
    .insertInto('task_progress')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['uid', 'task_id', 'period']).doUpdateSet({
        count: sql<number>`task_progress.count + excluded.count`,
        updated_at: sql<string>`excluded.updated_at`,
      }),
    )
    .execute();
}

/**
 * Counts events towards today's daily tasks. The counts of requests at once go in one upsert (see
 * db/grouped-writes.ts): a row counted twice in it is written once with 2. `count` resolves once its own
 * count is committed: a request that awaits it answers after the task's progress changed.
 */
export function createTaskCounter(db: Db) {
  type Count = ProgressKey & { key: string; updated_at: string };
  const write = groupedWriter<Count>(async (counts) => {
    const batch: ProgressBatch = new Map();
    for (const { key, ...row } of counts) {
      const kept = batch.get(key);
      if (kept) {
        kept.count += 1;
        kept.updated_at = row.updated_at;
      } else batch.set(key, { ...row, count: 1 });
    }
    await upsertProgress(db, batch);
  });

  return function count(uid: string, event: DailyEvent, now: Date): Promise<void> {
    const tasks = dailyTasksFor(event);
    if (tasks.length === 0) return Promise.resolve();
    const today = shanghaiDay(now);
    const updated_at = now.toISOString();
    return Promise.all(
      tasks.map((task) =>
        write({
          key: `${uid}\u0000${task.id}\u0000${today}`,
          uid,
          task_id: task.id,
          period: today,
          updated_at,
        }),
      ),
    ).then(() => undefined);
  };
}

async function onceDone(db: Db | Tx, uid: string): Promise<Record<OnceEvent, boolean>> {
  const [user, invite, recharge] = await Promise.all([
    db.selectFrom('users').select('phone').where('uid', '=', uid).executeTakeFirst(),
    db
      .selectFrom('invite_rewards')
      .select('invitee_uid')
      .where('inviter_uid', '=', uid)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('payment_orders')
      .select('order_no')
      .where('uid', '=', uid)
      .where('status', '=', 'paid')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { bind: Boolean(user?.phone), invite: Boolean(invite), recharge: Boolean(recharge) };
}

async function progressOf(db: Db | Tx, uid: string, today: string): Promise<Map<number, number>> {
  const [rows, once] = await Promise.all([
    db
      .selectFrom('task_progress')
      .select(['task_id', 'count'])
      .where('uid', '=', uid)
      .where('period', '=', today)
      .execute(),
    onceDone(db, uid),
  ]);
  const progress = new Map<number, number>(rows.map((r) => [r.task_id, r.count]));
  for (const task of TASKS) {
    if (task.kind === 'once') progress.set(task.id, once[task.event] ? 1 : 0);
  }
  return progress;
}

export type TaskStatus = 'doing' | 'done' | 'claimed';
export type TaskView = TaskDef & { progress: number; status: TaskStatus };

function view(task: TaskDef, progress: number, claimed: boolean): TaskView {
  const done = Math.min(progress, task.target);
  return {
    ...task,
    cardReward: task.cardReward ?? 0,
    progress: done,
    status: claimed ? 'claimed' : done >= task.target ? 'done' : 'doing',
  };
}

/** Daily tasks first, then one-time tasks; a guest (uid null) sees every task at progress 0. */
export async function listTasks(db: Db, uid: string | null, now: Date): Promise<TaskView[]> {
  if (!uid) return TASKS.map((t) => view(t, 0, false));
  const today = shanghaiDay(now);
  const [progress, claims] = await Promise.all([
    progressOf(db, uid, today),
    db
      .selectFrom('task_claims')
      .select(['task_id', 'period'])
      .where('uid', '=', uid)
      .where('period', 'in', [today, 'once'])
      .execute(),
  ]);
  const claimed = new Set(claims.map((c) => `${c.task_id}:${c.period}`));
  return TASKS.map((t) => view(t, progress.get(t.id) ?? 0, claimed.has(`${t.id}:${taskPeriod(t, today)}`)));
}

/** Takes a completed task's reward; the (uid, task, period) key makes it once per day / once ever. */
export async function claimTask(trx: Tx, uid: string, taskId: number, now: Date) {
  const task = findTask(taskId);
  if (!task) throw Errors.notFound('任务不存在');
  const today = shanghaiDay(now);
  const period = taskPeriod(task, today);
  const progress = (await progressOf(trx, uid, today)).get(task.id) ?? 0;
  const inserted = await trx
    .insertInto('task_claims')
    .values({ uid, task_id: task.id, period, reward: task.reward, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['uid', 'task_id', 'period']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0)
    throw new AppError(BusinessCode.AlreadyDone, '已领取过该奖励');
  if (progress < task.target) throw new AppError(BusinessCode.Refused, '任务尚未完成');
  const balance = await applyLedgerEntry(trx, {
    uid,
    amount: task.reward,
    kind: 'task',
    ref: `${task.id}:${period}`,
    note: `任务奖励：${task.name}`,
    now,
  });
  if (balance === null) throw new Error(`user ${uid} is missing`);
  if (task.cardReward) {
    const cards = await grantCards(trx, uid, task.cardReward, now);
    return { task: view(task, progress, true), coinNum: balance, cards };
  }
  return { task: view(task, progress, true), coinNum: balance };
}
