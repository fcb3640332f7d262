// Moderation: search posts and comments, hide / show / delete them, find players, mute or ban them.
import type { ContractSchema } from '@portal/openapi/operations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { likeEscape } from '../../db/like.ts';
import type { Db, Tx } from '../../db/tx.ts';
import { Errors, ok } from '../../http/answer.ts';
import {
  endSessions,
  forgetRestrictions,
  forgetSessionHashes,
  restrictionsInForce,
} from '../accounts/index.ts';
import { bumpSquare, deleteComment, deletePost } from '../square/index.ts';
import { adminRoute, operatorOf } from './access.ts';
import { audited } from './audit.ts';
import { adminCursorPage, cursorKey } from './cursor-page.ts';

type Kind = 'post' | 'comment';

/** Hidden state and reason of posts or comments: an operator's hide, or the reports' automatic one. */
async function hiddenMap(db: Db | Tx, kind: Kind, ids: number[]) {
  const out = new Map<number, string>();
  if (ids.length === 0) return out;
  const [auto, manual] = await Promise.all([
    db
      .selectFrom('square_hidden')
      .select(['target_id', 'state'])
      .where('target_type', '=', kind)
      .where('target_id', 'in', ids)
      .execute(),
    db
      .selectFrom('admin_hidden_content')
      .select(['target_id', 'reason'])
      .where('target_type', '=', kind)
      .where('target_id', 'in', ids)
      .execute(),
  ]);
  for (const r of auto) out.set(r.target_id, r.state === 'reports' ? '多人举报，待审核' : '举报成立');
  for (const r of manual) out.set(r.target_id, r.reason);
  return out;
}

async function names(db: Db | Tx, uids: string[]) {
  if (uids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('users')
    .select(['uid', 'name'])
    .where('uid', 'in', [...new Set(uids)])
    .execute();
  return new Map(rows.map((r) => [r.uid, r.name]));
}

async function postViews(db: Db | Tx, ids: number[]): Promise<ContractSchema<'AdminPost'>[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('square_posts').selectAll().where('id', 'in', ids).execute();
  const [hidden, who] = await Promise.all([
    hiddenMap(db, 'post', ids),
    names(
      db,
      rows.map((r) => r.uid),
    ),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        uid: r.uid,
        authorName: who.get(r.uid) ?? '',
        tagId: r.tag_id,
        content: r.content,
        // Written by the square's publish from the same schemas.
        images: JSON.parse(r.images || '[]') as ContractSchema<'MediaImage'>[],
        video: r.video ? (JSON.parse(r.video) as ContractSchema<'Video'>) : null,
        likeCount: r.like_count,
        commentCount: r.comment_count,
        createTime: r.created_at,
        hidden: hidden.has(r.id),
        hiddenReason: hidden.get(r.id) ?? null,
      },
    ];
  });
}

async function commentViews(db: Db | Tx, ids: number[]): Promise<ContractSchema<'AdminComment'>[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('square_comments').selectAll().where('id', 'in', ids).execute();
  const [hidden, who] = await Promise.all([
    hiddenMap(db, 'comment', ids),
    names(
      db,
      rows.map((r) => r.uid),
    ),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        postId: r.post_id,
        uid: r.uid,
        authorName: who.get(r.uid) ?? '',
        content: r.content,
        createTime: r.created_at,
        hidden: hidden.has(r.id),
        hiddenReason: hidden.get(r.id) ?? null,
      },
    ];
  });
}

const one = async <T>(views: Promise<T[]>, what: string): Promise<T> => {
  const [v] = await views;
  if (!v) throw Errors.notFound(`${what}不存在`);
  return v;
};

const mask = (phone: string | null) => (phone ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '');

async function userView(db: Db | Tx, uid: string) {
  const u = await db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!u) throw Errors.notFound('用户不存在');
  return {
    uid: u.uid,
    name: u.name,
    phone: mask(u.phone),
    accountType: u.account_type,
    coinBalance: Number(u.coin_balance),
    vipExpireAt: u.vip_expire_at,
    createTime: u.created_at,
    restrictions: await restrictionsInForce(db, uid),
  };
}

export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, 'adminSearchPosts', async (request) => {
    const q = request.query;
    const after = cursorKey(q, 'admin-posts', ['int']);
    let query = app.db.selectFrom('square_posts');
    if (q.keyword) query = query.where('content', 'like', `%${likeEscape(q.keyword)}%`);
    if (q.uid) query = query.where('uid', '=', q.uid);
    if (q.hidden !== undefined) {
      const hiddenIds = app.db
        .selectFrom('admin_hidden_content')
        .select('target_id')
        .where('target_type', '=', 'post')
        .union(app.db.selectFrom('square_hidden').select('target_id').where('target_type', '=', 'post'));
      query = query.where('id', q.hidden ? 'in' : 'not in', hiddenIds);
    }
    if (after) query = query.where('id', '<', after[0] as number);
    const rows = await query.select('id').orderBy('id', 'desc').limit(q.pageSize).execute();
    const ids = rows.map((r) => r.id);
    return ok(adminCursorPage(rows, await postViews(app.db, ids), q, 'admin-posts', (r) => [r.id]));
  });

  adminRoute(app, 'adminSearchComments', async (request) => {
    const q = request.query;
    const after = cursorKey(q, 'admin-comments', ['int']);
    let query = app.db.selectFrom('square_comments');
    if (q.postId !== undefined) query = query.where('post_id', '=', q.postId);
    if (q.keyword) query = query.where('content', 'like', `%${likeEscape(q.keyword)}%`);
    if (q.uid) query = query.where('uid', '=', q.uid);
    if (after) query = query.where('id', '<', after[0] as number);
    const rows = await query.select('id').orderBy('id', 'desc').limit(q.pageSize).execute();
    const ids = rows.map((r) => r.id);
    return ok(adminCursorPage(rows, await commentViews(app.db, ids), q, 'admin-comments', (r) => [r.id]));
  });

  const label = { post: '帖子', comment: '评论' };

  /** Hides one post or comment (an operator's hide is a settled one) and answers its view after. */
  const hide =
    <T>(kind: Kind, views: (db: Db | Tx, ids: number[]) => Promise<T[]>) =>
    async (request: FastifyRequest, id: number, reason: string): Promise<T> => {
      const view = await audited(app, request, async (trx) => {
        const before = await one(views(trx, [id]), label[kind]);
        const now = new Date().toISOString();
        await trx
          .deleteFrom('admin_hidden_content')
          .where('target_type', '=', kind)
          .where('target_id', '=', id)
          .execute();
        await trx
          .insertInto('admin_hidden_content')
          .values({
            target_type: kind,
            target_id: id,
            reason,
            operator_id: operatorOf(request).id,
            hidden_at: now,
          })
          .execute();
        // The square's own filter (square/visibility.ts) reads square_hidden: an operator's hide is a settled one.
        await trx
          .deleteFrom('square_hidden')
          .where('target_type', '=', kind)
          .where('target_id', '=', id)
          .execute();
        await trx
          .insertInto('square_hidden')
          .values({ target_type: kind, target_id: id, state: 'upheld', hidden_at: now })
          .execute();
        const after = await one(views(trx, [id]), label[kind]);
        return { result: after, audit: { targetType: kind, targetId: id, before, after, reason } };
      });
      await bumpSquare(app.cache);
      return view;
    };
  /** Shows one hidden post or comment again and answers its view after. */
  const unhide =
    <T>(kind: Kind, views: (db: Db | Tx, ids: number[]) => Promise<T[]>) =>
    async (request: FastifyRequest, id: number, reason: string): Promise<T> => {
      const view = await audited(app, request, async (trx) => {
        const before = await one(views(trx, [id]), label[kind]);
        await trx
          .deleteFrom('admin_hidden_content')
          .where('target_type', '=', kind)
          .where('target_id', '=', id)
          .execute();
        await trx
          .deleteFrom('square_hidden')
          .where('target_type', '=', kind)
          .where('target_id', '=', id)
          .execute();
        const after = await one(views(trx, [id]), label[kind]);
        return { result: after, audit: { targetType: kind, targetId: id, before, after, reason } };
      });
      await bumpSquare(app.cache);
      return view;
    };
  const hidePost = hide('post', postViews);
  const unhidePost = unhide('post', postViews);
  const hideComment = hide('comment', commentViews);
  const unhideComment = unhide('comment', commentViews);
  adminRoute(app, 'adminHidePost', async (request) =>
    ok(await hidePost(request, request.params.id, request.body.reason), '已隐藏'),
  );
  adminRoute(app, 'adminUnhidePost', async (request) =>
    ok(await unhidePost(request, request.params.id, request.body.reason), '已恢复'),
  );
  adminRoute(app, 'adminHideComment', async (request) =>
    ok(await hideComment(request, request.params.id, request.body.reason), '已隐藏'),
  );
  adminRoute(app, 'adminUnhideComment', async (request) =>
    ok(await unhideComment(request, request.params.id, request.body.reason), '已恢复'),
  );

  adminRoute(app, 'adminDeletePost', async (request) => {
    const { id } = request.params;
    const { reason } = request.query;
    await audited(app, request, async (trx) => {
      const before = await one(postViews(trx, [id]), '帖子');
      await deletePost(trx, id);
      return { result: null, audit: { targetType: 'post', targetId: id, before, after: null, reason } };
    });
    await bumpSquare(app.cache);
    return ok(null, '已删除');
  });

  adminRoute(app, 'adminDeleteComment', async (request) => {
    const { id } = request.params;
    const { reason } = request.query;
    await audited(app, request, async (trx) => {
      const before = await one(commentViews(trx, [id]), '评论');
      await deleteComment(trx, id);
      return { result: null, audit: { targetType: 'comment', targetId: id, before, after: null, reason } };
    });
    await bumpSquare(app.cache);
    return ok(null, '已删除');
  });

  adminRoute(app, 'adminSearchUsers', async (request) => {
    const q = request.query;
    const after = cursorKey(q, 'admin-users', ['text', 'text']);
    let query = app.db.selectFrom('users');
    if (q.keyword) {
      const k = q.keyword;
      query = query.where((eb) =>
        eb.or([eb('uid', '=', k), eb('phone', '=', k), eb('name', 'like', `%${likeEscape(k)}%`)]),
      );
    }
    if (after) {
      const [createdAt, uid] = after as [string, string];
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', createdAt),
          eb.and([eb('created_at', '=', createdAt), eb('uid', '<', uid)]),
        ]),
      );
    }
    const rows = await query
      .select(['uid', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('uid', 'desc')
      .limit(q.pageSize)
      .execute();
    const records = await Promise.all(rows.map((r) => userView(app.db, r.uid)));
    return ok(adminCursorPage(rows, records, q, 'admin-users', (r) => [r.created_at, r.uid]));
  });

  adminRoute(app, 'adminGetUser', async (request) => ok(await userView(app.db, request.params.uid)));

  adminRoute(app, 'adminRestrictUser', async (request) => {
    const { uid } = request.params;
    const input = request.body;
    let ended: string[] = [];
    const view = await audited(app, request, async (trx) => {
      const before = await userView(trx, uid);
      const now = new Date();
      await trx
        .updateTable('user_restrictions')
        .set({ lifted_at: now.toISOString() })
        .where('uid', '=', uid)
        .where('kind', '=', input.kind)
        .where('lifted_at', 'is', null)
        .execute();
      await trx
        .insertInto('user_restrictions')
        .values({
          uid,
          kind: input.kind,
          until: new Date(now.getTime() + input.days * 86_400_000).toISOString(),
          reason: input.reason,
          operator_name: operatorOf(request).name,
          created_at: now.toISOString(),
          lifted_at: null,
        })
        .execute();
      if (input.kind === 'ban') ended = await endSessions(trx, uid);
      const after = await userView(trx, uid);
      return {
        result: after,
        audit: {
          targetType: 'user',
          targetId: uid,
          before: { restrictions: before.restrictions },
          after: { restrictions: after.restrictions },
          reason: input.reason,
        },
      };
    });
    await forgetRestrictions(app, uid);
    await forgetSessionHashes(app, ended);
    return ok(view, '已处理');
  });

  adminRoute(app, 'adminLiftRestriction', async (request) => {
    const { uid } = request.params;
    const input = request.body;
    const view = await audited(app, request, async (trx) => {
      const before = await userView(trx, uid);
      await trx
        .updateTable('user_restrictions')
        .set({ lifted_at: new Date().toISOString() })
        .where('uid', '=', uid)
        .where('kind', '=', input.kind)
        .where('lifted_at', 'is', null)
        .execute();
      const after = await userView(trx, uid);
      return {
        result: after,
        audit: {
          targetType: 'user',
          targetId: uid,
          before: { restrictions: before.restrictions },
          after: { restrictions: after.restrictions },
          reason: input.reason,
        },
      };
    });
    await forgetRestrictions(app, uid);
    return ok(view, '已解除');
  });
}
