import type { FastifyInstance } from 'fastify';
import { MemoryCache } from '../../cache/memory.ts';
import { nowIso } from '../../db/portable.ts';
import { inTx } from '../../db/tx.ts';
import { BusinessCode, Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { keptAnswer, sendKept } from '../../http/kept-answer.ts';
import { route } from '../../http/operations.ts';
import { cursorPageOf } from '../../http/paging.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { blocksBetween, hiddenState, USER_BLOCKED } from '../reports/index.ts';
import { ownMedia } from './media.ts';
import {
  bumpSquare,
  cachedPagePosts,
  countPosts,
  LIST_TTL_MS,
  nextPostCursor,
  pagePosts,
  postById,
  postCursorAnchor,
  publicAnswerKey,
  publicCursorKey,
  SORT_NEW,
} from './posts-repo.ts';
import { presentPosts } from './present.ts';
import { deletePost } from './removal.ts';
import { mask } from './sensitive.ts';
import { hasBlocks } from './visibility.ts';

/** Guest answers kept at once: a few pages per sort and tag is all guests ask for. */
const GUEST_PAGES_KEPT = 500;

export async function postRoutes(app: FastifyInstance): Promise<void> {
  // A public page is the same answer for every guest: kept in this process, serialized and compressed,
  // for as long as its rows may be cached anyway.
  const guestPages = new MemoryCache(Date.now, GUEST_PAGES_KEPT);
  app.addHook('onClose', () => guestPages.close());
  route(app, 'listPosts', async (request, reply) => {
    const { tagId, keyword, sort, cursor, ...page } = request.query;
    const viewer = request.user?.uid;
    const filter = {
      tagId,
      keyword: keyword?.trim() || undefined,
      blockedBy: (await hasBlocks(app.db, app.cache, viewer)) ? viewer : undefined,
    };
    const anchor = cursor ? postCursorAnchor(cursor, sort, page) : null;
    const load = async () => {
      const [rows, total] = await Promise.all([
        anchor
          ? pagePosts(app.db, filter, sort, page, anchor)
          : cachedPagePosts(app.db, app.cache, filter, sort, page),
        countPosts(app.db, app.cache, filter),
      ]);
      const records = await presentPosts(app.db, rows, viewer ?? null);
      return ok(cursorPageOf(records, total, page, nextPostCursor(rows, sort, page.pageSize)));
    };
    // A cursor's page is read from the index after its key; a guest's answer is kept by page number
    // (any page: page 1,001 is the same answer for every guest too) or by cursor (the pages every guest
    // scrolling the feed asks for alike), serialized and compressed once.
    const guestKey = viewer
      ? null
      : cursor
        ? await publicCursorKey(app.cache, filter, sort, cursor, page)
        : await publicAnswerKey(app.cache, filter, sort, page);
    if (!guestKey) return load();
    return sendKept(request, reply, await keptAnswer(guestPages, reply, guestKey, LIST_TTL_MS, load));
  });

  route(app, 'listMyPosts', async (request) => {
    const { uid } = requireUser(request);
    const { sort, cursor, ...page } = request.query;
    const filter = { uid };
    const anchor = cursor ? postCursorAnchor(cursor, sort, page) : null;
    const [rows, total] = await Promise.all([
      pagePosts(app.db, filter, sort, page, anchor),
      countPosts(app.db, app.cache, filter),
    ]);
    const records = await presentPosts(app.db, rows, uid);
    return ok(cursorPageOf(records, total, page, nextPostCursor(rows, sort, page.pageSize)));
  });

  route(app, 'listFollowingPosts', async (request) => {
    const { uid } = requireUser(request);
    const { currentPage, pageSize, cursor } = request.query;
    const page = { currentPage, pageSize };
    const filter = { followedBy: uid, blockedBy: uid };
    const anchor = cursor ? postCursorAnchor(cursor, SORT_NEW, page) : null;
    const [rows, total] = await Promise.all([
      pagePosts(app.db, filter, SORT_NEW, page, anchor),
      countPosts(app.db, app.cache, filter),
    ]);
    const records = await presentPosts(app.db, rows, uid);
    return ok(cursorPageOf(records, total, page, nextPostCursor(rows, SORT_NEW, page.pageSize)));
  });

  route(app, 'getPost', async (request) => {
    const row = await postById(app.db, request.params.id);
    if (!row) throw Errors.notFound('帖子不存在');
    const viewer = request.user?.uid ?? null;
    if (viewer !== row.uid) {
      // Reports alone hide it until an operator decides; an operator's hide or upheld reports remove it.
      const hidden = await hiddenState(app.db, 'post', row.id);
      if (hidden === 'reports') throw Errors.business('该内容因多人举报正在审核中', BusinessCode.UnderReview);
      if (hidden === 'upheld')
        throw Errors.business('该内容已被管理员删除', BusinessCode.RemovedByModerators);
      if (viewer && (await blocksBetween(app.db, viewer, row.uid)).iBlock) throw USER_BLOCKED();
    }
    const [post] = await presentPosts(app.db, [row], viewer);
    if (!post) throw Errors.notFound('帖子不存在');
    return ok(post);
  });

  route(app, 'createPost', { preHandler: rateLimit(limits.write) }, async (request) => {
    const { uid } = requireUser(request);
    const { content, tagId } = request.body;
    const { images, video } = await ownMedia(
      app.db,
      uid,
      request.body.images ?? [],
      request.body.video ?? null,
    );
    const tag = await app.db
      .selectFrom('square_tags')
      .select('id')
      .where('id', '=', tagId)
      .executeTakeFirst();
    if (!tag) throw Errors.badRequest('tagId 不存在');
    const inserted = await app.db
      .insertInto('square_posts')
      .values({
        uid,
        tag_id: tagId,
        content: await mask(app, content),
        images: JSON.stringify(images),
        video: video ? JSON.stringify(video) : null,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await bumpSquare(app.cache);
    await app.events.emit('post.created', { uid, postId: inserted.id });
    // Deleted meanwhile (by its author on another device, or an operator): nothing to show.
    const created = await postById(app.db, inserted.id);
    const [post] = created ? await presentPosts(app.db, [created], uid) : [];
    if (!post) throw Errors.notFound('帖子不存在');
    return ok(post, '发布成功');
  });

  route(app, 'deletePost', { preHandler: rateLimit(limits.write) }, async (request) => {
    const { uid } = requireUser(request);
    const id = request.params.id;
    const post = await app.db
      .selectFrom('square_posts')
      .select(['uid', 'tag_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!post) throw Errors.notFound('帖子不存在');
    if (post.uid !== uid) throw Errors.forbidden();
    await inTx(app.db, (trx) => deletePost(trx, id));
    await bumpSquare(app.cache);
    return ok(null, '已删除');
  });
}
