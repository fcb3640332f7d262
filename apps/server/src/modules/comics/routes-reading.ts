// Portal routes of my reading state: read history and subscriptions (/user/book/*).
import type { FastifyPluginAsync } from 'fastify';
import { AppError, BusinessCode, Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/operations.ts';
import { offsetOf, pageOf } from '../../http/paging.ts';
import { findBookRow } from './books.ts';
import { lockOf } from './paid-chapters.ts';
import { markRead } from './progress.ts';
import { listHistory, listSubscriptions, saveHistory, setSubscribed } from './reading.ts';

export const readingRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date().toISOString();

  route(app, 'listReadHistory', async (request) => {
    const user = requireUser(request);
    const q = request.body;
    const { records, total } = await listHistory(app.db, {
      uid: user.uid,
      offset: offsetOf(q),
      limit: q.pageSize,
    });
    return ok(pageOf(records, total, q));
  });

  route(app, 'saveReadHistory', async (request) => {
    const user = requireUser(request);
    const { bookId, chapterId, position } = request.body;
    const lock = await lockOf(app.db, user.uid, bookId, chapterId);
    if (!lock) throw Errors.notFound('章节不存在');
    if (lock.locked) throw new AppError(BusinessCode.ChapterLocked, '该章节尚未解锁');
    const at = now();
    await saveHistory(app.db, { uid: user.uid, bookId, chapterId, position, now: at });
    await markRead(app.db, user.uid, bookId, [chapterId], at);
    return ok(null);
  });

  for (const [operationId, subscribed] of [
    ['subscribeBook', true],
    ['unsubscribeBook', false],
  ] as const) {
    route(app, operationId, async (request) => {
      const user = requireUser(request);
      const book = await findBookRow(app.db, request.body.bookId);
      if (!book) throw Errors.notFound('漫画不存在');
      return ok(await setSubscribed(app.db, { uid: user.uid, bookId: book.id, subscribed, now: now() }));
    });
  }

  route(app, 'listSubscriptions', async (request) => {
    const user = requireUser(request);
    const q = request.body;
    const { records, total } = await listSubscriptions(app.db, {
      uid: user.uid,
      offset: offsetOf(q),
      limit: q.pageSize,
    });
    return ok(pageOf(records, total, q));
  });
};
