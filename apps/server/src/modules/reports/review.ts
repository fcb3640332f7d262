// What a moderator sees of the review queue: each pending target with the reported content itself, and
// the deletion an upheld report may ask for.
import type { HideableType, ReportTargetType } from '../../db/tables/moderation.ts';
import type { Db, Tx } from '../../db/tx.ts';
import type { Page, PageQuery } from '../../http/paging.ts';
import { deleteReviewIn } from '../reviews/index.ts';
import { deleteComment, deletePost } from '../square/index.ts';
import { listPendingTargets, type PendingTarget } from './queue.ts';

export interface ReviewTarget {
  targetType: ReportTargetType;
  targetId: string;
  targetUid: string;
  authorName: string;
  postId: number | null;
  content: string | null;
  images: string[];
  reporters: number;
  reasons: { reason: string; count: number }[];
  details: string[];
  firstReportTime: string;
  lastReportTime: string;
  hidden: boolean;
}

const MAX_DETAILS = 20;

/** The reported text (a user's nickname for a user), its post and pictures; null content once deleted. */
async function contentOf(db: Db | Tx, type: ReportTargetType, targetId: string) {
  if (type === 'user') {
    const u = await db.selectFrom('users').select('name').where('uid', '=', targetId).executeTakeFirst();
    return { content: u?.name ?? null, postId: null, images: [] as string[] };
  }
  const id = Number(targetId);
  if (type === 'review') {
    const r = await db
      .selectFrom('game_reviews')
      .select(['rating', 'content'])
      .where('id', '=', id)
      .executeTakeFirst();
    // The stars lead the words, so a moderator sees a one-star review with no text for what it is.
    return {
      content: r ? `${'★'.repeat(r.rating)} ${r.content}`.trim() : null,
      postId: null,
      images: [] as string[],
    };
  }
  if (type === 'post') {
    const p = await db
      .selectFrom('square_posts')
      .select(['content', 'images'])
      .where('id', '=', id)
      .executeTakeFirst();
    const images = p ? (JSON.parse(p.images || '[]') as { url: string }[]).map((i) => i.url) : [];
    return { content: p?.content ?? null, postId: p ? id : null, images };
  }
  const c = await db
    .selectFrom('square_comments')
    .select(['content', 'post_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return { content: c?.content ?? null, postId: c?.post_id ?? null, images: [] as string[] };
}

async function detailsOf(db: Db | Tx, t: PendingTarget): Promise<string[]> {
  const rows = await db
    .selectFrom('square_reports')
    .select('detail')
    .where('target_type', '=', t.targetType)
    .where('target_id', '=', t.targetId)
    .where('status', '=', 'pending')
    .where('detail', '!=', '')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_DETAILS)
    .execute();
  return rows.map((r) => r.detail);
}

/** One page of the queue, most distinct reporters first, with what was reported. */
export async function reviewPage(db: Db, q: PageQuery): Promise<Page<ReviewTarget>> {
  const page = await listPendingTargets(db, q);
  const uids = [...new Set(page.records.map((t) => t.targetUid))];
  const names = uids.length
    ? new Map(
        (await db.selectFrom('users').select(['uid', 'name']).where('uid', 'in', uids).execute()).map((u) => [
          u.uid,
          u.name,
        ]),
      )
    : new Map<string, string>();
  const records = await Promise.all(
    page.records.map(async (t) => ({
      targetType: t.targetType,
      targetId: t.targetId,
      targetUid: t.targetUid,
      authorName: names.get(t.targetUid) ?? '',
      ...(await contentOf(db, t.targetType, t.targetId)),
      reporters: t.reporters,
      reasons: Object.entries(t.reasons)
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      details: await detailsOf(db, t),
      firstReportTime: t.firstReportTime,
      lastReportTime: t.lastReportTime,
      hidden: t.hidden,
    })),
  );
  return { ...page, records };
}

/** Pending reports of a target and whether it is hidden now: the audit's before and after. */
export async function reviewState(trx: Tx, type: ReportTargetType, targetId: string) {
  const pending = await trx
    .selectFrom('square_reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target_type', '=', type)
    .where('target_id', '=', targetId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const hidden =
    type === 'user'
      ? undefined
      : await trx
          .selectFrom('square_hidden')
          .select('state')
          .where('target_type', '=', type)
          .where('target_id', '=', Number(targetId))
          .executeTakeFirst();
  const { content } = await contentOf(trx, type, targetId);
  return { pendingReports: Number(pending?.n ?? 0), hidden: hidden !== undefined, content };
}

/**
 * Deletes a reported post (with its comments and likes), comment (with its replies) or game review
 * (with its votes), as the console's delete does. Answers whether there was one to delete.
 */
export async function removeReported(trx: Tx, type: HideableType, id: number): Promise<boolean> {
  if (type === 'review') return deleteReviewIn(trx, id);
  return type === 'post' ? deletePost(trx, id) : deleteComment(trx, id);
}
