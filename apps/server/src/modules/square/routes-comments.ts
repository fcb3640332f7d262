import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MemoryCache } from '../../cache/memory.ts';
import { nowIso } from '../../db/portable.ts';
import { inTx } from '../../db/tx.ts';
import { Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { keptAnswer, sendKept } from '../../http/kept-answer.ts';
import { route } from '../../http/operations.ts';
import { cursorPageOf, offsetOf } from '../../http/paging.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { assertNotBlocked } from '../reports/index.ts';
import {
  type CommentRow,
  commentCursor,
  descendingKeyset,
  nextCommentCursor,
  presentComments,
  replyKeyset,
  replyPreviews,
} from './comments-repo.ts';
import { bumpSquare, generation, LIST_TTL_MS, SORT_HOT } from './posts-repo.ts';
import { deleteComment } from './removal.ts';
import { mask } from './sensitive.ts';
import { visibleComments } from './visibility.ts';

const EXCERPT = 60;

/** Guest comment pages kept at once: the first pages of the posts being read. */
const GUEST_PAGES_KEPT = 500;

export async function commentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  // A guest's page of a post's comments is the same for every guest: kept serialized and compressed at
  // the square's generation (a comment written, removed or hidden shows at once).
  const guestPages = new MemoryCache(Date.now, GUEST_PAGES_KEPT);
  app.addHook('onClose', () => guestPages.close());

  async function requirePost(id: number) {
    const post = await db.selectFrom('square_posts').select('uid').where('id', '=', id).executeTakeFirst();
    if (!post) throw Errors.notFound('帖子不存在');
    return post;
  }

  route(app, 'createComment', { preHandler: rateLimit(limits.write) }, async (request) => {
    const { uid } = requireUser(request);
    const postId = request.params.id;
    const post = await requirePost(postId);
    const replyId = request.body.replyCommentId ?? null;
    const replied = replyId
      ? await db.selectFrom('square_comments').selectAll().where('id', '=', replyId).executeTakeFirst()
      : undefined;
    if (replyId && (!replied || replied.post_id !== postId)) throw Errors.notFound('评论不存在');
    // A user who blocked me takes neither my comments on their posts nor my replies to them.
    await assertNotBlocked(db, uid, post.uid, '评论');
    if (replied) await assertNotBlocked(db, uid, replied.uid, '回复');
    const content = await mask(app, request.body.content);
    const rootId = replied ? (replied.root_id ?? replied.id) : null;
    const row = await inTx(db, async (trx) => {
      const inserted = await trx
        .insertInto('square_comments')
        .values({
          post_id: postId,
          uid,
          root_id: rootId,
          reply_to_id: replied?.id ?? null,
          reply_to_uid: replied?.uid ?? null,
          content,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('square_posts')
        .set({ comment_count: sql`comment_count + 1` })
        .where('id', '=', postId)
        .execute();
      if (rootId) {
        await trx
          .updateTable('square_comments')
          .set({ reply_count: sql`reply_count + 1` })
          .where('id', '=', rootId)
          .execute();
      }
      return inserted;
    });
    await bumpSquare(app.cache);
    await app.events.emit('comment.created', { uid, postId, commentId: row.id });
    // The one answered: the replied comment's author, or the post's author for a top-level comment.
    await app.notifications.publish({
      type: 'reply',
      id: `reply:${row.id}`,
      actorUid: uid,
      toUid: replied?.uid ?? post.uid,
      postId,
      commentId: row.id,
    });
    const [comment] = await presentComments(db, [row as CommentRow], uid);
    if (!comment) throw Errors.notFound('评论不存在');
    return ok(comment, '评论成功');
  });

  route(app, 'listComments', async (request, reply) => {
    const { postId } = request.params;
    const { sort, cursor, ...page } = request.query;
    const viewer = request.user?.uid ?? null;
    const load = async () => {
      await requirePost(postId);
      const keyset = descendingKeyset('comments', sort);
      const after = commentCursor(keyset, 'square_comments', cursor);
      let q = visibleComments(db, db.selectFrom('square_comments').selectAll(), viewer)
        .where('post_id', '=', postId)
        .where('root_id', 'is', null);
      if (after) q = q.where(after);
      q =
        sort === SORT_HOT
          ? q.orderBy('like_count', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc')
          : q.orderBy('created_at', 'desc').orderBy('id', 'desc');
      const [rows, total] = await Promise.all([
        q
          .limit(page.pageSize)
          .offset(after ? 0 : offsetOf(page))
          .execute(),
        visibleComments(
          db,
          db.selectFrom('square_comments').select((eb) => eb.fn.countAll<number>().as('n')),
          viewer,
        )
          .where('post_id', '=', postId)
          .where('root_id', 'is', null)
          .executeTakeFirst(),
      ]);
      const previews = await replyPreviews(
        db,
        rows.filter((r) => r.reply_count > 0).map((r) => r.id),
        viewer,
      );
      const records = await presentComments(db, rows, viewer, previews);
      return ok(
        cursorPageOf(records, Number(total?.n ?? 0), page, nextCommentCursor(keyset, rows, page.pageSize)),
      );
    };
    // A guest's page is the same for every guest: kept serialized and compressed at the square's generation.
    if (viewer !== null) return load();
    const key = `${await generation(app.cache)}:${postId}:${sort}:${cursor ?? ''}:${page.currentPage}:${page.pageSize}`;
    return sendKept(request, reply, await keptAnswer(guestPages, reply, key, LIST_TTL_MS, load));
  });

  route(app, 'listReplies', async (request) => {
    const { postId, commentId } = request.params;
    const root = await db
      .selectFrom('square_comments')
      .select(['id', 'post_id'])
      .where('id', '=', commentId)
      .executeTakeFirst();
    if (!root || root.post_id !== postId) throw Errors.notFound('评论不存在');
    const { currentPage, pageSize, cursor } = request.query;
    const page = { currentPage, pageSize };
    const viewer = request.user?.uid ?? null;
    const after = commentCursor(replyKeyset, 'square_comments', cursor);
    let q = visibleComments(db, db.selectFrom('square_comments').selectAll(), viewer).where(
      'root_id',
      '=',
      commentId,
    );
    if (after) q = q.where(after);
    const [rows, total] = await Promise.all([
      q
        .orderBy('created_at')
        .orderBy('id')
        .limit(pageSize)
        .offset(after ? 0 : offsetOf(page))
        .execute(),
      visibleComments(
        db,
        db.selectFrom('square_comments').select((eb) => eb.fn.countAll<number>().as('n')),
        viewer,
      )
        .where('root_id', '=', commentId)
        .executeTakeFirst(),
    ]);
    const records = await presentComments(db, rows, viewer);
    return ok(
      cursorPageOf(records, Number(total?.n ?? 0), page, nextCommentCursor(replyKeyset, rows, pageSize)),
    );
  });

  route(app, 'listMyComments', async (request) => {
    const { uid } = requireUser(request);
    const { sort, cursor, ...page } = request.query;
    const keyset = descendingKeyset('my-comments', sort);
    const after = commentCursor(keyset, 'c', cursor);
    let q = db
      .selectFrom('square_comments as c')
      .innerJoin('square_posts as p', 'p.id', 'c.post_id')
      .selectAll('c')
      .select('p.content as post_content')
      .where('c.uid', '=', uid);
    if (after) q = q.where(after);
    q =
      sort === SORT_HOT
        ? q.orderBy('c.like_count', 'desc').orderBy('c.created_at', 'desc').orderBy('c.id', 'desc')
        : q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
    const [rows, total] = await Promise.all([
      q
        .limit(page.pageSize)
        .offset(after ? 0 : offsetOf(page))
        .execute(),
      db
        .selectFrom('square_comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('uid', '=', uid)
        .executeTakeFirst(),
    ]);
    const records = await presentComments(db, rows, uid);
    records.forEach((c, i) => {
      c.post = { id: c.postId, excerpt: [...(rows[i]?.post_content ?? '')].slice(0, EXCERPT).join('') };
    });
    return ok(
      cursorPageOf(records, Number(total?.n ?? 0), page, nextCommentCursor(keyset, rows, page.pageSize)),
    );
  });

  route(app, 'deleteComment', { preHandler: rateLimit(limits.write) }, async (request) => {
    const { uid } = requireUser(request);
    const id = request.params.id;
    const c = await db.selectFrom('square_comments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!c) throw Errors.notFound('评论不存在');
    if (c.uid !== uid) throw Errors.forbidden();
    // A top-level comment takes its replies with it.
    await inTx(db, (trx) => deleteComment(trx, id));
    await bumpSquare(app.cache);
    return ok(null, '已删除');
  });
}
