// Portal routes of paid chapters and reading progress: unlock (X钻, once per user and chapter), the
// per-account reading settings (自动解锁下一章) and a guest's progress merged after a login.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { idempotencyKeyOf, idempotent } from '../wallet/index.ts';
import { UNLOCK_MESSAGES, unlockChapter } from './paid-chapters.ts';
import { mergeProgress, readingSettings, saveReadingSettings } from './progress.ts';

export const paidRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'unlockChapter',
    {
      preHandler: rateLimit({ name: 'chapter-unlock', max: 300, windowMs: 60_000 }),
    },
    async (request) => {
      const { uid } = requireUser(request);
      const { bookId, chapterId } = request.body;
      const now = new Date();
      const scope = {
        uid,
        operation: 'chapterUnlock',
        key: idempotencyKeyOf(request.headers),
        params: { bookId, chapterId },
        now,
      };
      const result = await idempotent(app.db, scope, (trx) =>
        unlockChapter(trx, uid, bookId, chapterId, now),
      );
      return ok(result, UNLOCK_MESSAGES[result.access]);
    },
  );

  route(app, 'getReadingSettings', async (request) => {
    const { uid } = requireUser(request);
    return ok(await readingSettings(app.db, uid));
  });

  route(
    app,
    'saveReadingSettings',
    {
      preHandler: rateLimit({ name: 'reading-settings', max: 60, windowMs: 60_000 }),
    },
    async (request) => {
      const { uid } = requireUser(request);
      return ok(await saveReadingSettings(app.db, uid, request.body, new Date().toISOString()));
    },
  );

  route(
    app,
    'mergeReadProgress',
    {
      preHandler: rateLimit({ name: 'progress-merge', max: 20, windowMs: 60_000 }),
    },
    async (request) => {
      const { uid } = requireUser(request);
      return ok(await mergeProgress(app.db, uid, request.body.records, new Date()));
    },
  );
};
