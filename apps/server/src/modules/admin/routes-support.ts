// Customer service: make-up cards (补签卡) granted to a player with a reason, the accounts waiting for
// deletion (read-only: the cooling-off is the player's, no operator shortens it), and the audit log's names.
import type { FastifyInstance } from 'fastify';
import { Errors, ok } from '../../http/answer.ts';
import { offsetOf, pageOf } from '../../http/paging.ts';
import { maskPhone } from '../accounts/index.ts';
import { cardState, grantCards } from '../checkin/index.ts';
import { adminRoute } from './access.ts';
import { audited, auditNames } from './audit.ts';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, 'adminAuditNames', async () => ok(await auditNames(app)));

  adminRoute(app, 'adminGrantMakeupCards', async (request) => {
    const { uid } = request.params;
    const { count, reason } = request.body;
    const result = await audited(app, request, async (trx) => {
      const user = await trx.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst();
      if (!user) throw Errors.notFound('用户不存在');
      // The month only matters for the monthly use count, which a grant leaves alone.
      const before = await cardState(trx, uid, '');
      const cards = await grantCards(trx, uid, count, new Date());
      return {
        result: { uid, cards },
        audit: {
          targetType: 'user',
          targetId: uid,
          before: { makeupCards: before.cards },
          after: { makeupCards: cards, granted: count },
          reason,
        },
      };
    });
    return ok(result, '已发放');
  });

  adminRoute(app, 'adminListAccountDeletions', async (request) => {
    const q = request.query;
    const pending = app.db.selectFrom('account_deletions');
    const [rows, count] = await Promise.all([
      pending
        .innerJoin('users', 'users.uid', 'account_deletions.uid')
        .select([
          'account_deletions.uid',
          'users.name',
          'users.phone',
          'account_deletions.requested_at',
          'account_deletions.purge_at',
        ])
        .orderBy('account_deletions.purge_at')
        .orderBy('account_deletions.uid')
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute(),
      pending.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    const records = rows.map((r) => ({
      uid: r.uid,
      name: r.name,
      phone: r.phone ? maskPhone(r.phone) : null,
      requestTime: r.requested_at,
      purgeTime: r.purge_at,
    }));
    return ok(pageOf(records, Number(count?.n ?? 0), q));
  });
}
