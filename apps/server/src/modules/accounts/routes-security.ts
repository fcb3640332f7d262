import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer.ts';
import { requestToken, requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { accountClock, requestDeletion, schedulePurge } from './deletion.ts';
import { listDevices, revokeDevice, revokeOtherDevices } from './devices.ts';

/** Signed-in devices (登录设备) and account deletion (注销账号). */
export async function securityRoutes(app: FastifyInstance): Promise<void> {
  schedulePurge(app);

  route(app, 'listSessions', async (request) => {
    const { uid } = requireUser(request);
    return ok(await listDevices(app.db, uid, requestToken(request) ?? '', new Date()));
  });

  route(app, 'revokeSession', { preHandler: rateLimit(limits.write) }, async (request) => {
    const { uid } = requireUser(request);
    const token = requestToken(request) ?? '';
    return ok(await revokeDevice(app, uid, token, request.body.id, new Date()), '已下线该设备');
  });

  route(app, 'revokeOtherSessions', { preHandler: rateLimit(limits.write) }, async (request) => {
    const { uid } = requireUser(request);
    return ok(await revokeOtherDevices(app, uid, requestToken(request) ?? '', new Date()), '已下线其他设备');
  });

  route(app, 'requestAccountDeletion', { preHandler: rateLimit(limits.write) }, async (request) => {
    const { uid } = requireUser(request);
    return ok(await requestDeletion(app, uid, accountClock.now()), '注销申请已提交，7天内登录可撤销');
  });
}
