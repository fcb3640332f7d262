// The report review queue (举报审核): pending targets with their reasons and content, and the
// moderator's decision, audited in the transaction that applies it.
import type { FastifyInstance } from 'fastify';
import { Errors, ok } from '../../http/answer.ts';
import { removeReported, resolveTargetIn, reviewPage, reviewState } from '../reports/index.ts';
import { bumpSquare } from '../square/index.ts';
import { adminRoute, operatorOf } from './access.ts';
import { audited } from './audit.ts';

const MAX_ID = 2147483647;

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, 'adminListReports', async (request) => ok(await reviewPage(app.db, request.query)));

  adminRoute(app, 'adminResolveReports', async (request) => {
    const { targetType, targetId: raw } = request.params;
    // Reports store a post's or comment's id without leading zeros (fileReport).
    const targetId = targetType === 'user' ? raw : String(Number(raw));
    const body = request.body;
    const remove = body.remove === true;
    if (remove && (body.decision !== 'upheld' || targetType === 'user'))
      throw Errors.badRequest('只有维持处理帖子、评论或评价时才能删除');
    // Posts and comments have integer ids: a longer one has no reports and is answered as such.
    if (targetType !== 'user' && !(Number(targetId) <= MAX_ID)) throw Errors.notFound('没有待审核的举报');
    const result = await audited(app, request, async (trx) => {
      const before = await reviewState(trx, targetType, targetId);
      const resolved = await resolveTargetIn(trx, {
        targetType,
        targetId,
        decision: body.decision,
        by: operatorOf(request).name,
      });
      // Checked after the update: of two moderators deciding at once, the second finds nothing pending.
      if (resolved === 0) throw Errors.notFound('没有待审核的举报');
      const removed =
        remove && targetType !== 'user' ? await removeReported(trx, targetType, Number(targetId)) : false;
      const after = await reviewState(trx, targetType, targetId);
      const answer = {
        targetType,
        targetId,
        decision: body.decision,
        resolved,
        hidden: after.hidden,
        removed,
      };
      return {
        result: answer,
        audit: {
          targetType,
          targetId,
          before,
          after: { ...after, decision: body.decision, resolved, removed },
          reason: body.reason ?? null,
        },
      };
    });
    await bumpSquare(app.cache);
    return ok(result, body.decision === 'upheld' ? (result.removed ? '已删除' : '已维持处理') : '已驳回');
  });
}
