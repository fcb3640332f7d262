import type { Kysely } from 'kysely';
import type { Cache } from '../../cache/cache.ts';
import { locksRows, nowIso } from '../../db/portable.ts';
import type { Database } from '../../db/schema.ts';
import type { HideableType, ReportTargetType } from '../../db/tables/moderation.ts';
import { inTx, type Tx } from '../../db/tx.ts';
import { BusinessCode, BusinessMessage, Errors } from '../../http/answer.ts';
import { offsetOf, type Page, type PageQuery, pageOf } from '../../http/paging.ts';
import { bumpSquare } from '../square/index.ts';

/**
 * The review queue of reports. Users file reports through POST /api/v1/square/report; the operators'
 * console reads and resolves them with `listPendingTargets`, `reportsOf` and `resolveTarget`.
 */

type Db = Kysely<Database>;

/** Distinct users with a pending report that hide a post, comment or game review until it is reviewed. */
export const REPORT_HIDE_THRESHOLD = 5;
const MAX_ID = 2147483647;

export type ReportDecision = 'upheld' | 'dismissed';

export interface ReportInput {
  reporter: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: string;
  detail?: string | undefined;
}

/** The author of a post, comment or game review, or the user itself; undefined when it does not exist. */
async function ownerOf(db: Db, type: ReportTargetType, id: string): Promise<string | undefined> {
  if (type === 'user') {
    return (await db.selectFrom('users').select('uid').where('uid', '=', id).executeTakeFirst())?.uid;
  }
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_ID) return undefined;
  return (await db.selectFrom(TABLES[type]).select('uid').where('id', '=', n).executeTakeFirst())?.uid;
}

/** Where each kind of hideable content lives. */
const TABLES = { post: 'square_posts', comment: 'square_comments', review: 'game_reviews' } as const;

const MISSING: Record<ReportTargetType, string> = {
  post: '帖子不存在',
  comment: '评论不存在',
  review: '评价不存在',
  user: '用户不存在',
};

/**
 * Takes the reported post's or comment's row lock for the rest of the transaction, so the reports of
 * one target are filed one after another: each one counts every report filed before it and the
 * threshold is met by exactly one of them. Without it, on PostgreSQL (READ COMMITTED) reports filed at
 * the same moment each count only those already committed and none may reach the threshold. A
 * moderator's decision takes the same lock, so a report never hides again what is being dismissed.
 * SQLite runs one writer at a time and needs none.
 */
async function lockTarget(trx: Tx, type: HideableType, id: number): Promise<void> {
  if (!locksRows(trx)) return;
  await trx.selectFrom(TABLES[type]).select('id').where('id', '=', id).forUpdate().execute();
}

/**
 * Files one report (one per reporter and target, 1020 for a second) and, for a post or comment,
 * hides it once REPORT_HIDE_THRESHOLD distinct users have a pending report on it. Answers whether
 * the target was hidden by this report.
 */
export async function fileReport(
  deps: { db: Db; cache: Cache },
  input: ReportInput,
): Promise<{ hidden: boolean }> {
  const { db, cache } = deps;
  // One spelling per post or comment ("042" is post 42): reports of a target are counted and reviewed together.
  if (input.targetType !== 'user') input = { ...input, targetId: String(Number(input.targetId)) };
  const owner = await ownerOf(db, input.targetType, input.targetId);
  if (!owner) throw Errors.notFound(MISSING[input.targetType]);
  if (owner === input.reporter) throw Errors.badRequest('不能举报自己');
  const hidden = await inTx(db, async (trx) => {
    if (input.targetType !== 'user') await lockTarget(trx, input.targetType, Number(input.targetId));
    const at = nowIso();
    const inserted = await trx
      .insertInto('square_reports')
      .values({
        reporter_uid: input.reporter,
        target_type: input.targetType,
        target_id: input.targetId,
        target_uid: owner,
        reason: input.reason,
        detail: input.detail?.trim() ?? '',
        status: 'pending',
        created_at: at,
      })
      .onConflict((oc) => oc.columns(['reporter_uid', 'target_type', 'target_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw Errors.business(BusinessMessage.AlreadyReported, BusinessCode.AlreadyReported);
    }
    if (input.targetType === 'user') return false;
    const row = await trx
      .selectFrom('square_reports')
      .select((eb) => eb.fn.count<number>('reporter_uid').distinct().as('n'))
      .where('target_type', '=', input.targetType)
      .where('target_id', '=', input.targetId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(row?.n ?? 0) < REPORT_HIDE_THRESHOLD) return false;
    const put = await trx
      .insertInto('square_hidden')
      .values({
        target_type: input.targetType,
        target_id: Number(input.targetId),
        state: 'reports',
        hidden_at: at,
      })
      .onConflict((oc) => oc.columns(['target_type', 'target_id']).doNothing())
      .executeTakeFirst();
    return Number(put.numInsertedOrUpdatedRows ?? 0) > 0;
  });
  if (hidden) await bumpSquare(cache);
  return { hidden };
}

/** A reported target waiting for review, with its pending reports summed up. */
export interface PendingTarget {
  targetType: ReportTargetType;
  targetId: string;
  /** Author of the post or comment, or the reported user. */
  targetUid: string;
  /** Distinct users with a pending report. */
  reporters: number;
  /** Pending reports per reason. */
  reasons: Record<string, number>;
  firstReportTime: string;
  lastReportTime: string;
  /** Hidden from other users now (threshold reached, or upheld before). */
  hidden: boolean;
}

/** Targets with pending reports, most reporters first (then the oldest first). */
export async function listPendingTargets(db: Db, q: PageQuery): Promise<Page<PendingTarget>> {
  const grouped = db
    .selectFrom('square_reports')
    .where('status', '=', 'pending')
    .groupBy(['target_type', 'target_id', 'target_uid']);
  const [rows, total] = await Promise.all([
    grouped
      .select((eb) => [
        'target_type',
        'target_id',
        'target_uid',
        eb.fn.count<number>('reporter_uid').distinct().as('reporters'),
        eb.fn.min('created_at').as('first_at'),
        eb.fn.max('created_at').as('last_at'),
      ])
      .orderBy('reporters', 'desc')
      .orderBy('first_at')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
    db
      .selectFrom(grouped.select(['target_type', 'target_id']).as('t'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  const records: PendingTarget[] = [];
  for (const r of rows) {
    const [reasons, hidden] = await Promise.all([
      db
        .selectFrom('square_reports')
        .select((eb) => ['reason', eb.fn.countAll<number>().as('n')])
        .where('target_type', '=', r.target_type)
        .where('target_id', '=', r.target_id)
        .where('status', '=', 'pending')
        .groupBy('reason')
        .execute(),
      r.target_type === 'user'
        ? Promise.resolve(undefined)
        : hiddenState(db, r.target_type, Number(r.target_id)),
    ]);
    records.push({
      targetType: r.target_type,
      targetId: r.target_id,
      targetUid: r.target_uid,
      reporters: Number(r.reporters),
      reasons: Object.fromEntries(reasons.map((x) => [x.reason, Number(x.n)])),
      firstReportTime: String(r.first_at),
      lastReportTime: String(r.last_at),
      hidden: hidden !== undefined,
    });
  }
  return pageOf(records, Number(total?.n ?? 0), q);
}

export interface Report {
  id: number;
  reporterUid: string;
  reason: string;
  detail: string;
  status: 'pending' | 'upheld' | 'dismissed';
  createTime: string;
  resolveTime: string | null;
  resolvedBy: string | null;
}

/** Every report on one target, newest first (all statuses). */
export async function reportsOf(db: Db, targetType: ReportTargetType, targetId: string): Promise<Report[]> {
  const rows = await db
    .selectFrom('square_reports')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reporterUid: r.reporter_uid,
    reason: r.reason,
    detail: r.detail,
    status: r.status,
    createTime: r.created_at,
    resolveTime: r.resolved_at,
    resolvedBy: r.resolved_by,
  }));
}

/** Whether a post, comment or game review is hidden, and why; undefined when visible. */
export async function hiddenState(
  db: Db,
  type: HideableType,
  id: number,
): Promise<'reports' | 'upheld' | undefined> {
  const row = await db
    .selectFrom('square_hidden')
    .select('state')
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .executeTakeFirst();
  return row?.state;
}

export interface ResolveInput {
  targetType: ReportTargetType;
  targetId: string;
  decision: ReportDecision;
  /** Names the operator. */
  by: string;
}

/**
 * An operator's decision on every pending report of a target, inside the caller's transaction (the
 * console writes its audit row in the same one): `upheld` keeps a post or comment hidden for good,
 * `dismissed` shows it again (new reports count from zero). Answers how many reports were resolved;
 * the caller bumps the square's cache after the commit.
 */
export async function resolveTargetIn(trx: Tx, input: ResolveInput, at = nowIso()): Promise<number> {
  if (input.targetType !== 'user') await lockTarget(trx, input.targetType, Number(input.targetId));
  const res = await trx
    .updateTable('square_reports')
    .set({ status: input.decision, resolved_at: at, resolved_by: input.by })
    .where('target_type', '=', input.targetType)
    .where('target_id', '=', input.targetId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (input.targetType !== 'user') {
    const id = Number(input.targetId);
    if (input.decision === 'upheld') {
      await trx
        .insertInto('square_hidden')
        .values({ target_type: input.targetType, target_id: id, state: 'upheld', hidden_at: at })
        .onConflict((oc) => oc.columns(['target_type', 'target_id']).doUpdateSet({ state: 'upheld' }))
        .execute();
    } else {
      await trx
        .deleteFrom('square_hidden')
        .where('target_type', '=', input.targetType)
        .where('target_id', '=', id)
        .where('state', '=', 'reports')
        .execute();
    }
  }
  return Number(res.numUpdatedRows);
}

/** `resolveTargetIn` in a transaction of its own, then the square's cache bumped. */
export async function resolveTarget(
  deps: { db: Db; cache: Cache },
  input: ResolveInput,
): Promise<{ resolved: number }> {
  const resolved = await inTx(deps.db, (trx) => resolveTargetIn(trx, input));
  await bumpSquare(deps.cache);
  return { resolved };
}
