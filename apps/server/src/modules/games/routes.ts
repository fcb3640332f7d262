// Portal routes of the game catalogue (download and gift packs live in engineer 3's modules).
import type { FastifyPluginAsync } from 'fastify';
import { Errors, ok } from '../../http/answer.ts';
import { ref } from '../../http/contract.ts';
import { offsetOf, type PageQuery, pageOf } from '../../http/paging.ts';
import { gameDetail, listGames, listGameTypes } from './queries.ts';

export const gamesRoutes: FastifyPluginAsync = async (app) => {
  app.post('/web/game/types', async () => ok(await listGameTypes(app.db)));

  app.post<{ Body: PageQuery & { type?: number; keyword?: string } }>(
    '/web/game/list',
    {
      schema: { body: ref('GameListRequest') },
    },
    async (request) => {
      const q = request.body;
      const { records, total } = await listGames(app.db, {
        type: q.type || undefined,
        keyword: q.keyword?.trim() || undefined,
        uid: request.user?.uid,
        offset: offsetOf(q),
        limit: q.pageSize,
      });
      return ok(pageOf(records, total, q));
    },
  );

  app.post<{ Body: { appID: number } }>(
    '/web/game/detail',
    { schema: { body: ref('GameAppIdRequest') } },
    async (request) => {
      const detail = await gameDetail(app.db, request.body.appID, request.user?.uid);
      if (!detail) throw Errors.notFound('游戏不存在');
      return ok(detail);
    },
  );
};
