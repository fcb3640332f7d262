import type { FastifyPluginAsync } from 'fastify';
import { Errors, ok } from '../../http/answer.ts';
import { requestToken, requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { acceptableEndpoint } from './endpoint.ts';
import { vapidKeysOf } from './keys-cache.ts';
import {
  removeSessionSubscriptions,
  removeSubscription,
  saveSubscription,
  sessionHashOf,
} from './subscriptions.ts';

export const pushPortal: FastifyPluginAsync = async (app) => {
  const settings = app.config.push;

  // Logout ends the device's session, and its push subscription with it.
  app.events.on('session.ended', async ({ tokenHash }) => {
    await removeSessionSubscriptions(app.db, tokenHash);
  });

  route(app, 'getPushKey', async () => {
    const { publicKey } = await vapidKeysOf(app.db, settings);
    return ok({ publicKey });
  });

  route(app, 'subscribePush', async (request) => {
    const { uid } = requireUser(request);
    const token = requestToken(request);
    // requireUser passed, so the request carried its token.
    if (!token) throw Errors.unauthorized();
    const { endpoint, p256dh, auth } = request.body;
    if (!acceptableEndpoint(endpoint, settings.allowLocalEndpoints)) throw Errors.business('推送地址无效');
    await saveSubscription(app.db, uid, sessionHashOf(token), { endpoint, p256dh, auth });
    return ok(null, '已开启推送通知');
  });

  route(app, 'unsubscribePush', async (request) => {
    const { uid } = requireUser(request);
    await removeSubscription(app.db, uid, request.body.endpoint);
    return ok(null, '已关闭推送通知');
  });
};
