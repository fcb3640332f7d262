import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { nowIso } from '../../db/portable.ts';
import { inTx, type Tx } from '../../db/tx.ts';
import { Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { assertNotBlocked } from '../reports/index.ts';
import { bumpSquare } from './posts-repo.ts';

interface LikeTarget {
  table: 'square_posts' | 'square_comments';
  missing: string;
}

const POST: LikeTarget = { table: 'square_posts', missing: '帖子不存在' };
const COMMENT: LikeTarget = { table: 'square_comments', missing: '评论不存在' };

/**
 * Like or unlike in one transaction: the (target, user) primary key makes the like row unique, and
 * the counter moves only when a row was really inserted or deleted — so repeats are idempotent and
 * concurrent likes keep the count exact.
 */
async function setLike(trx: Tx, t: LikeTarget, id: number, uid: string, like: boolean) {
  const target = await trx.selectFrom(t.table).select('id').where('id', '=', id).executeTakeFirst();
  if (!target) throw Errors.notFound(t.missing);
  const at = nowIso();
  let changed: boolean;
  if (like) {
    const res =
      t === POST
        ? await trx
            .insertInto('square_post_likes')
            .values({ post_id: id, uid, created_at: at })
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst()
        : await trx
            .insertInto('square_comment_likes')
            .values({ comment_id: id, uid, created_at: at })
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst();
    changed = Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  } else {
    const res =
      t === POST
        ? await trx
            .deleteFrom('square_post_likes')
            .where('post_id', '=', id)
            .where('uid', '=', uid)
            .executeTakeFirst()
        : await trx
            .deleteFrom('square_comment_likes')
            .where('comment_id', '=', id)
            .where('uid', '=', uid)
            .executeTakeFirst();
    changed = Number(res.numDeletedRows) > 0;
  }
  if (changed) {
    await trx
      .updateTable(t.table)
      .set({ like_count: sql`like_count + ${like ? 1 : -1}` })
      .where('id', '=', id)
      .execute();
  }
  const row = await trx
    .selectFrom(t.table)
    .select('like_count')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { changed, state: { liked: like, likeCount: row.like_count } };
}

/** The owner of a liked post or comment learns of it (grouped per target in the inbox). */
async function notifyLike(app: FastifyInstance, t: LikeTarget, id: number, uid: string): Promise<void> {
  const owner =
    t === POST
      ? await app.db
          .selectFrom('square_posts')
          .select(['uid', 'id as postId'])
          .where('id', '=', id)
          .executeTakeFirst()
      : await app.db
          .selectFrom('square_comments')
          .select(['uid', 'post_id as postId'])
          .where('id', '=', id)
          .executeTakeFirst();
  if (!owner || owner.uid === uid) return;
  const target = t === POST ? 'post' : 'comment';
  await app.notifications.publish({
    type: 'like',
    id: `like:${target}:${id}:${uid}`,
    actorUid: uid,
    toUid: owner.uid,
    target,
    targetId: id,
    postId: owner.postId,
    at: new Date().toISOString(),
  });
}

async function followerCount(app: FastifyInstance, uid: string): Promise<number> {
  const row = await app.db
    .selectFrom('user_follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target_uid', '=', uid)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const opts = { preHandler: rateLimit(limits.like) };
  for (const [like, unlike, target] of [
    ['likePost', 'unlikePost', POST],
    ['likeComment', 'unlikeComment', COMMENT],
  ] as const) {
    route(app, like, opts, async (request) => {
      const { uid } = requireUser(request);
      const { changed, state } = await inTx(app.db, (trx) =>
        setLike(trx, target, request.params.id, uid, true),
      );
      if (changed && target === POST) await app.events.emit('post.liked', { uid, postId: request.params.id });
      if (changed) await notifyLike(app, target, request.params.id, uid);
      return ok(state);
    });
    route(app, unlike, opts, async (request) => {
      const { uid } = requireUser(request);
      const { changed, state } = await inTx(app.db, (trx) =>
        setLike(trx, target, request.params.id, uid, false),
      );
      if (changed) await bumpSquare(app.cache);
      return ok(state);
    });
  }

  route(app, 'followUser', opts, async (request) => {
    const { uid } = requireUser(request);
    const target = request.params.id;
    if (target === uid) throw Errors.badRequest('不能关注自己');
    const exists = await app.db
      .selectFrom('users')
      .select('uid')
      .where('uid', '=', target)
      .executeTakeFirst();
    if (!exists) throw Errors.notFound('用户不存在');
    await assertNotBlocked(app.db, uid, target, '关注');
    const followed = await app.db
      .insertInto('user_follows')
      .values({ uid, target_uid: target, created_at: nowIso() })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(followed.numInsertedOrUpdatedRows ?? 0) > 0) {
      await app.notifications.publish({
        type: 'follow',
        id: `follow:${uid}:${target}`,
        actorUid: uid,
        toUid: target,
      });
    }
    return ok({ following: true, followerCount: await followerCount(app, target) });
  });
  route(app, 'unfollowUser', opts, async (request) => {
    const { uid } = requireUser(request);
    const target = request.params.id;
    const exists = await app.db
      .selectFrom('users')
      .select('uid')
      .where('uid', '=', target)
      .executeTakeFirst();
    if (!exists) throw Errors.notFound('用户不存在');
    await app.db.deleteFrom('user_follows').where('uid', '=', uid).where('target_uid', '=', target).execute();
    return ok({ following: false, followerCount: await followerCount(app, target) });
  });
}
