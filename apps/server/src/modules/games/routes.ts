import { FieldRules } from '@portal/openapi/limits';
// Portal routes of the game catalogue (download and gift packs live in engineer 3's modules).
// The catalogue changes only when an operator edits it, so answers are cached briefly as a guest
// sees them and the per-user `bought` flag is added per request.
import type { FastifyPluginAsync } from 'fastify';
import { cached } from '../../cache/cache.ts';
import { Errors, ok } from '../../http/answer.ts';
import { route } from '../../http/operations.ts';
import { offsetOf, pageOf } from '../../http/paging.ts';
import { gameDetailKey } from './detail-cache.ts';
import { countDownloads } from './download-counter.ts';
import type { GameDetail } from './present.ts';
import { gameDetail, listGames, listGameTypes, withBought } from './queries.ts';

export const CATALOGUE_TTL_MS = 30_000;

export const gamesRoutes: FastifyPluginAsync = async (app) => {
  // downloadCount grows with every download a logged-in user makes (the downloads area emits it).
  countDownloads(app);

  route(app, 'listGameTypes', async () =>
    ok(await cached(app.cache, 'games:types', CATALOGUE_TTL_MS, () => listGameTypes(app.db))),
  );

  route(app, 'listGames', async (request) => {
    const q = request.body;
    const query = {
      type: q.type || undefined,
      keyword: q.keyword?.trim() || undefined,
      offset: offsetOf(q),
      limit: q.pageSize,
    };
    // Searches are too varied to be worth caching.
    const page = query.keyword
      ? await listGames(app.db, query)
      : await cached(
          app.cache,
          `games:list:${query.type ?? 0}:${query.offset}:${query.limit}`,
          CATALOGUE_TTL_MS,
          () => listGames(app.db, query),
        );
    const records = await withBought(app.db, request.user?.uid, page.records);
    return ok(pageOf(records, page.total, q));
  });

  route(app, 'getGame', async (request) => {
    const { appID } = request.body;
    // Only games that exist are cached, so probing random ids cannot fill the cache.
    const key = gameDetailKey(appID);
    let detail: GameDetail | undefined = await app.cache.get(key);
    if (!detail) {
      detail = await gameDetail(app.db, appID);
      if (detail) await app.cache.set(key, detail, CATALOGUE_TTL_MS);
    }
    if (!detail) throw Errors.notFound(FieldRules.Game.messages.notFound);
    const [mine] = await withBought(app.db, request.user?.uid, [detail]);
    if (!mine) throw Errors.notFound(FieldRules.Game.messages.notFound);
    return ok(mine);
  });
};
