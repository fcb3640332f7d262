import type { FastifyInstance } from 'fastify';
import { cached } from '../../cache/cache.ts';
import { nowIso } from '../../db/portable.ts';
import { Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { sensitiveWords } from '../square/index.ts';
import {
  clearHistory,
  historyOf,
  normalizeKeyword,
  recordSearch,
  TRENDING_WINDOW_MS,
  trending,
} from './repo.ts';

const TRENDING_TTL_MS = 60_000;

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'listSearchHistory', async (request) => {
    const { uid } = requireUser(request);
    return ok(await historyOf(app.db, uid));
  });

  route(app, 'recordSearch', { preHandler: rateLimit(limits.like) }, async (request) => {
    const { uid } = requireUser(request);
    const keyword = normalizeKeyword(request.body.keyword);
    if (!keyword) throw Errors.badRequest('keyword 不能为空');
    await recordSearch(app.db, uid, keyword, nowIso());
    return ok(await historyOf(app.db, uid));
  });

  route(app, 'clearSearchHistory', { preHandler: rateLimit(limits.like) }, async (request) => {
    const { uid } = requireUser(request);
    const raw = request.query.keyword;
    await clearHistory(app.db, uid, raw === undefined ? undefined : normalizeKeyword(raw));
    return ok(await historyOf(app.db, uid), raw === undefined ? '已清空' : '已删除');
  });

  route(app, 'listTrendingSearches', async () =>
    ok(
      await cached(app.cache, 'square:trending', TRENDING_TTL_MS, async () =>
        trending(app.db, new Date(Date.now() - TRENDING_WINDOW_MS).toISOString(), await sensitiveWords(app)),
      ),
    ),
  );
}
