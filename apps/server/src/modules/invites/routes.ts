import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { publicOrigin } from '../../http/public-url.ts';
import { inviteInfo, rewardInvite } from './service.ts';

export const invitesPortal: FastifyPluginAsync = async (app) => {
  // A new account made with an invite code (name registration or phone login) rewards both sides once.
  app.events.on('user.registered', async ({ uid, inviteCode }) => {
    if (inviteCode) await rewardInvite(app.db, uid, inviteCode, new Date());
  });

  route(app, 'getInviteInfo', async (request) => {
    const { uid } = requireUser(request);
    return ok(await inviteInfo(app.db, uid, publicOrigin(request)));
  });
};
