import type { FastifyInstance } from 'fastify';
import type { ReportTargetType } from '../../db/tables/moderation.ts';
import { Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { ref } from '../../http/contract.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { type PageQs, pageQuery } from '../square/schemas.ts';
import { forgetBlocks } from '../square/visibility.ts';
import { blockUser, listBlocked, unblockUser } from './blocks.ts';
import { fileReport } from './queue.ts';

interface ReportBody {
  targetType: ReportTargetType;
  targetId: string;
  reason: string;
  detail?: string;
}

const uidParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,20}$' } },
} as const;

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ReportBody }>(
    '/v1/square/report',
    { schema: { body: ref('ReportRequest') }, preHandler: rateLimit(limits.write) },
    async (request) => {
      const { uid } = requireUser(request);
      const { targetType, targetId, reason, detail } = request.body;
      await fileReport(app, { reporter: uid, targetType, targetId, reason, detail });
      return ok(null, '举报成功');
    },
  );

  const userExists = async (uid: string) => {
    const row = await app.db.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst();
    if (!row) throw Errors.notFound('用户不存在');
  };

  app.post<{ Params: { id: string } }>(
    '/v1/user/block/:id',
    { schema: { params: uidParams }, preHandler: rateLimit(limits.like) },
    async (request) => {
      const { uid } = requireUser(request);
      const target = request.params.id;
      if (target === uid) throw Errors.badRequest('不能拉黑自己');
      await userExists(target);
      await blockUser(app.db, uid, target);
      await forgetBlocks(app.cache, uid);
      return ok({ blocked: true }, '已拉黑');
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v1/user/block/:id',
    { schema: { params: uidParams }, preHandler: rateLimit(limits.like) },
    async (request) => {
      const { uid } = requireUser(request);
      const target = request.params.id;
      await userExists(target);
      await unblockUser(app.db, uid, target);
      await forgetBlocks(app.cache, uid);
      return ok({ blocked: false }, '已移出黑名单');
    },
  );

  app.get<{ Querystring: PageQs }>(
    '/v1/user/blocks',
    { schema: { querystring: pageQuery } },
    async (request) => {
      const { uid } = requireUser(request);
      return ok(await listBlocked(app.db, uid, request.query));
    },
  );
}
