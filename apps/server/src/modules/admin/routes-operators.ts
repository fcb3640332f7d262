// Login, the operator of the token, operator accounts (admin only) and the audit log.
import type { FastifyInstance } from 'fastify';
import { AppError, BusinessCode, Errors, ok } from '../../http/answer.ts';
import { offsetOf, pageOf } from '../../http/paging.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { hashPassword } from '../accounts/index.ts';
import { adminRoute, operatorOf, tokenOf } from './access.ts';
import { audited, auditPage } from './audit.ts';
import { dayRange } from './days.ts';
import {
  createOperator,
  loginOperator,
  OPERATOR_COOKIE,
  OPERATOR_COOKIE_PATH,
  operatorView,
  revokeOperatorTokens,
  revokeToken,
} from './operators.ts';

const LOGIN_LIMIT = { name: 'admin-login', max: 10, windowMs: 60_000 };

export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, 'adminLogin', { preHandler: rateLimit(LOGIN_LIMIT) }, async (request, reply) => {
    const { name, password, credential } = request.body;
    const session = await loginOperator(app.db, app.config, name, password);
    if (credential !== 'cookie') return ok(session);
    reply.setCookie(OPERATOR_COOKIE, session.token, {
      path: OPERATOR_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      expires: new Date(session.expireTime),
    });
    return ok({ expireTime: session.expireTime, operator: session.operator });
  });

  adminRoute(app, 'adminLogout', async (request, reply) => {
    const token = tokenOf(request);
    if (token) await revokeToken(app.db, token);
    if (request.cookies[OPERATOR_COOKIE] !== undefined) {
      reply.clearCookie(OPERATOR_COOKIE, { path: OPERATOR_COOKIE_PATH });
    }
    return ok(null, '已退出');
  });

  adminRoute(app, 'adminMe', async (request) => ok(operatorView(operatorOf(request))));

  adminRoute(app, 'adminListOperators', async (request) => {
    const q = request.query;
    const [rows, count] = await Promise.all([
      app.db
        .selectFrom('operators')
        .selectAll()
        .orderBy('id')
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute(),
      app.db
        .selectFrom('operators')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ]);
    return ok(pageOf(rows.map(operatorView), Number(count?.n ?? 0), q));
  });

  adminRoute(app, 'adminCreateOperator', async (request) => {
    const input = request.body;
    const created = await audited(app, request, async (trx) => {
      const row = await createOperator(trx, app.config, input);
      return {
        result: row,
        audit: { targetType: 'operator', targetId: row.id, before: null, after: operatorView(row) },
      };
    });
    return ok(operatorView(created), '已创建');
  });

  adminRoute(app, 'adminUpdateOperator', async (request) => {
    const { id } = request.params;
    const change = request.body;
    const me = operatorOf(request);
    const passwordHash = change.password ? await hashPassword(change.password, app.config.scrypt) : undefined;
    const updated = await audited(app, request, async (trx) => {
      const before = await trx.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw Errors.notFound('运营账号不存在');
      const losesAdmin =
        before.role === 'admin' && ((change.role && change.role !== 'admin') || change.disabled === true);
      if (losesAdmin) {
        const admins = await trx
          .selectFrom('operators')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'admin')
          .where('disabled', '=', 0)
          .executeTakeFirst();
        if (id === me.id || Number(admins?.n ?? 0) <= 1)
          throw new AppError(BusinessCode.LastAdmin, '不能停用或降级自己或最后一个管理员');
      }
      const row = await trx
        .updateTable('operators')
        .set({
          ...(change.role ? { role: change.role } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          ...(change.disabled !== undefined ? { disabled: change.disabled ? 1 : 0 } : {}),
          ...(change.unlock ? { failed_logins: 0, locked_until: null } : {}),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (passwordHash || change.disabled === true) await revokeOperatorTokens(trx, id);
      const after = { ...operatorView(row), ...(passwordHash ? { passwordChanged: true } : {}) };
      return {
        result: row,
        audit: { targetType: 'operator', targetId: id, before: operatorView(before), after },
      };
    });
    return ok(operatorView(updated), '已保存');
  });

  adminRoute(app, 'adminListAudit', async (request) => {
    const q = request.query;
    const range = q.from || q.to ? dayRange(q, 1, 3660) : undefined;
    return ok(await auditPage(app, q, { from: range?.fromIso, to: range?.toIso }));
  });
}
