import type { FastifyInstance } from 'fastify';
import { Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { forgetBlocks } from '../square/index.ts';
import { blockUser, listBlocked, unblockUser } from './blocks.ts';
import { fileReport } from './queue.ts';

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'reportContent', { preHandler: rateLimit(limits.write) }, async (request) => {
    const { uid } = requireUser(request);
    const { targetType, targetId, reason, detail } = request.body;
    await fileReport(app, { reporter: uid, targetType, targetId, reason, detail });
    return ok(null, '举报成功');
  });

  const userExists = async (uid: string) => {
    const row = await app.db.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst();
    if (!row) throw Errors.notFound('用户不存在');
  };

  route(app, 'blockUser', { preHandler: rateLimit(limits.like) }, async (request) => {
    const { uid } = requireUser(request);
    const target = request.params.id;
    if (target === uid) throw Errors.badRequest('不能拉黑自己');
    await userExists(target);
    await blockUser(app.db, uid, target);
    await forgetBlocks(app.cache, uid);
    return ok({ blocked: true }, '已拉黑');
  });

  route(app, 'unblockUser', { preHandler: rateLimit(limits.like) }, async (request) => {
    const { uid } = requireUser(request);
    const target = request.params.id;
    await userExists(target);
    await unblockUser(app.db, uid, target);
    await forgetBlocks(app.cache, uid);
    return ok({ blocked: false }, '已移出黑名单');
  });

  route(app, 'listBlockedUsers', async (request) => {
    const { uid } = requireUser(request);
    return ok(await listBlocked(app.db, uid, request.query));
  });
}
