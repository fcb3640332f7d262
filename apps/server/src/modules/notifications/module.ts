// Notification settings (the inbox itself is content's: listMessages, getMessage, markAllMessagesRead).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import type { AppModule } from '../../infra/module.ts';
import { setMode, settingsOf } from './settings.ts';

export const notificationsModule: AppModule = {
  name: 'notifications',
  portal: async (app: FastifyInstance) => {
    route(app, 'getNotificationSettings', async (request) => {
      const { uid } = requireUser(request);
      return ok(await settingsOf(app.db, uid));
    });
    route(app, 'updateNotificationSetting', { preHandler: rateLimit(limits.write) }, async (request) => {
      const { uid } = requireUser(request);
      await setMode(app.db, uid, request.body.kind, request.body.mode);
      return ok(await settingsOf(app.db, uid), '已保存');
    });
  },
};
