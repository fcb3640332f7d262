import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { shanghaiDay } from '../../infra/shanghai-day.ts';
import { idempotencyKeyOf, idempotent } from '../wallet/index.ts';
import { listenForTaskEvents } from './listeners.ts';
import { claimTask, listTasks } from './service.ts';

export const tasksPortal: FastifyPluginAsync = async (app) => {
  listenForTaskEvents(app);

  route(app, 'listTasks', async (request) =>
    ok(await listTasks(app.db, request.user?.uid ?? null, new Date())),
  );

  route(
    app,
    'claimTask',
    { preHandler: rateLimit({ name: 'task-claim', max: 30, windowMs: 60_000 }) },
    async (request) => {
      const { uid } = requireUser(request);
      const now = new Date();
      const params = { taskId: request.body.taskId, day: shanghaiDay(now) };
      const scope = { uid, operation: 'taskClaim', key: idempotencyKeyOf(request.headers), params, now };
      const result = await idempotent(app.db, scope, (trx) => claimTask(trx, uid, request.body.taskId, now));
      const cards = result.task.cardReward ? `和${result.task.cardReward}张补签卡` : '';
      return ok(result, `领取成功，获得${result.task.reward} X钻${cards}`);
    },
  );
};
