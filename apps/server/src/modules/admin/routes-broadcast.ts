// The operators' message (群发): preview with the recipient count, then send through the notifications'
// job queue, the send recorded in the audit log.
import { randomUUID } from 'node:crypto';
import type { ContractSchema } from '@portal/openapi/operations';
import type { FastifyInstance } from 'fastify';
import { Errors, ok } from '../../http/answer.ts';
import { type Audience, audienceCount } from '../notifications/index.ts';
import { adminRoute } from './access.ts';
import { audited } from './audit.ts';

type Input = ContractSchema<'AdminBroadcastInput'>;

async function audienceOf(
  app: FastifyInstance,
  input: Input,
): Promise<Exclude<Audience, { type: 'subscribers' | 'uids' }>> {
  if (input.audience !== 'game_owners') return { type: input.audience };
  if (!input.gameId) throw Errors.badRequest('参数错误：gameId 选择“某游戏的玩家”时必须填写');
  const game = await app.db
    .selectFrom('games')
    .select('id')
    .where('id', '=', input.gameId)
    .executeTakeFirst();
  if (!game) throw Errors.notFound('游戏不存在');
  return { type: 'game_owners', gameId: input.gameId };
}

export async function broadcastRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, 'adminPreviewBroadcast', async (request) => {
    const input = request.body;
    const recipients = await audienceCount(app.db, await audienceOf(app, input));
    return ok({ recipients, title: input.title, content: input.content, url: input.url ?? null });
  });

  adminRoute(app, 'adminSendBroadcast', async (request) => {
    const input = request.body;
    const audience = await audienceOf(app, input);
    const recipients = await audienceCount(app.db, audience);
    const id = randomUUID();
    const sent = { recipients, title: input.title, content: input.content, url: input.url ?? null };
    await audited(app, request, async () => ({
      result: null,
      audit: { targetType: 'broadcast', targetId: id, before: null, after: { ...sent, audience } },
    }));
    await app.notifications.publish({
      type: 'system',
      id: `system:${id}`,
      audience,
      title: input.title,
      content: input.content,
      url: input.url ?? null,
    });
    return ok(sent, '已发送');
  });
}
