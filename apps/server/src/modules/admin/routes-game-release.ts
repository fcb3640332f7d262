// A game's release plan (预约与上线): list it as upcoming with a release time, see the reservations,
// release it now. The release and its players' notifications commit with the audit row.
import type { FastifyInstance } from 'fastify';
import { invalidateContent } from '../../cache/invalidation.ts';
import { AppError, BusinessCode, ok } from '../../http/answer.ts';
import { releaseGameIn, releasePlan, setReleasePlan } from '../reservations/index.ts';
import { adminRoute } from './access.ts';
import { audited } from './audit.ts';

export async function gameReleaseRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, 'adminGetGameRelease', async (request) => ok(await releasePlan(app.db, request.params.id)));

  adminRoute(app, 'adminSetGameRelease', async (request) => {
    const { id } = request.params;
    const plan = await audited(app, request, async (trx) => {
      const before = await releasePlan(trx, id);
      await setReleasePlan(trx, id, request.body);
      const after = await releasePlan(trx, id);
      return { result: after, audit: { targetType: 'game', targetId: id, before, after } };
    });
    await invalidateContent(app);
    return ok(plan, '已保存');
  });

  adminRoute(app, 'adminReleaseGame', async (request) => {
    const { id } = request.params;
    const { plan, notified } = await audited(app, request, async (trx) => {
      const before = await releasePlan(trx, id);
      const outcome = await releaseGameIn(trx, id, new Date(), app.onGameReleased);
      if (!outcome.released) throw new AppError(BusinessCode.Refused, '该游戏不在预约中，无需上线');
      const after = await releasePlan(trx, id);
      return {
        result: { plan: after, notified: outcome.notified },
        audit: { targetType: 'game', targetId: id, before, after },
      };
    });
    await invalidateContent(app);
    return ok(plan, `已上线，已通知${notified}位预约玩家`);
  });
}
