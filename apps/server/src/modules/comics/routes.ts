// Portal routes of comics: catalogue under /web/book/*, reading state under /user/book/*.
import type { FastifyPluginAsync } from 'fastify';
import { Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { ref } from '../../http/contract.ts';
import { offsetOf, type PageQuery, pageOf } from '../../http/paging.ts';
import {
  type BookOrder,
  chapterPages,
  countBookView,
  featuredBooks,
  findBookRow,
  firstChapterId,
  listBooks,
  listBookTags,
  listChapters,
} from './books.ts';
import { type BookStatus, toBook } from './present.ts';
import {
  chapterBelongsToBook,
  isSubscribed,
  lastRead,
  listHistory,
  listSubscriptions,
  saveHistory,
  setSubscribed,
} from './reading.ts';

const HOME_LIST_SIZE = 6;
const RANKING_SIZE = 10;

export const comicsRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date().toISOString();

  app.post<{ Body: PageQuery & { tag?: string; order: BookOrder; status?: BookStatus } }>(
    '/web/book/list',
    {
      schema: { body: ref('BookListRequest') },
    },
    async (request) => {
      const q = request.body;
      const { records, total } = await listBooks(app.db, {
        tag: q.tag || undefined,
        status: q.status,
        order: q.order,
        uid: request.user?.uid,
        offset: offsetOf(q),
        limit: q.pageSize,
      });
      return ok(pageOf(records, total, q));
    },
  );

  app.post('/web/book/home', async (request) => {
    const uid = request.user?.uid;
    const [featured, ranking, latest, tags] = await Promise.all([
      featuredBooks(app.db, uid),
      listBooks(app.db, { order: 'hot', offset: 0, limit: RANKING_SIZE, uid }),
      listBooks(app.db, { order: 'update', offset: 0, limit: HOME_LIST_SIZE, uid }),
      listBookTags(app.db),
    ]);
    return ok({ featured, ranking: ranking.records, latest: latest.records, tags });
  });

  app.post<{ Body: { bookId: number } }>(
    '/web/book/info',
    { schema: { body: ref('BookIdRequest') } },
    async (request) => {
      const row = await findBookRow(app.db, request.body.bookId);
      if (!row) throw Errors.notFound('漫画不存在');
      const uid = request.user?.uid;
      const [first, subscribed, history] = await Promise.all([
        firstChapterId(app.db, row.id),
        uid ? isSubscribed(app.db, uid, row.id) : false,
        uid ? lastRead(app.db, uid, row.id) : null,
      ]);
      return ok({ ...toBook(row, subscribed), firstChapterId: first, lastRead: history });
    },
  );

  app.post<{ Body: { bookId: number; order: 'asc' | 'desc' } }>(
    '/web/book/chapters',
    {
      schema: { body: ref('ChapterListRequest') },
    },
    async (request) => {
      const book = await findBookRow(app.db, request.body.bookId);
      if (!book) throw Errors.notFound('漫画不存在');
      return ok(await listChapters(app.db, book.id, request.body.order));
    },
  );

  app.post<{ Body: { bookId: number; chapterId: number } }>(
    '/web/book/chapter',
    {
      schema: { body: ref('ChapterRequest') },
    },
    async (request) => {
      const { bookId, chapterId } = request.body;
      const result = await chapterPages(app.db, bookId, chapterId);
      if (!result) throw Errors.notFound('章节不存在');
      await countBookView(app.db, bookId);
      // Reading is public; a logged-in reader also gets history and the 'chapter.read' event.
      if (request.user) {
        await saveHistory(app.db, { uid: request.user.uid, bookId, chapterId, now: now() });
        await app.events.emit('chapter.read', { uid: request.user.uid, bookId, chapterId });
      }
      return ok(result);
    },
  );

  app.post<{ Body: PageQuery }>(
    '/user/book/history',
    { schema: { body: ref('PageRequest') } },
    async (request) => {
      const user = requireUser(request);
      const q = request.body;
      const { records, total } = await listHistory(app.db, {
        uid: user.uid,
        offset: offsetOf(q),
        limit: q.pageSize,
      });
      return ok(pageOf(records, total, q));
    },
  );

  app.post<{ Body: { bookId: number; chapterId: number; position: number } }>(
    '/user/book/history/save',
    {
      schema: { body: ref('ReadHistorySaveRequest') },
    },
    async (request) => {
      const user = requireUser(request);
      const { bookId, chapterId, position } = request.body;
      if (!(await chapterBelongsToBook(app.db, bookId, chapterId))) throw Errors.notFound('章节不存在');
      await saveHistory(app.db, { uid: user.uid, bookId, chapterId, position, now: now() });
      return ok(null);
    },
  );

  for (const [path, subscribed] of [
    ['/user/book/subscribe', true],
    ['/user/book/unsubscribe', false],
  ] as const) {
    app.post<{ Body: { bookId: number } }>(
      path,
      { schema: { body: ref('BookIdRequest') } },
      async (request) => {
        const user = requireUser(request);
        const book = await findBookRow(app.db, request.body.bookId);
        if (!book) throw Errors.notFound('漫画不存在');
        return ok(await setSubscribed(app.db, { uid: user.uid, bookId: book.id, subscribed, now: now() }));
      },
    );
  }

  app.post<{ Body: PageQuery }>(
    '/user/book/subscriptions',
    { schema: { body: ref('PageRequest') } },
    async (request) => {
      const user = requireUser(request);
      const q = request.body;
      const { records, total } = await listSubscriptions(app.db, {
        uid: user.uid,
        offset: offsetOf(q),
        limit: q.pageSize,
      });
      return ok(pageOf(records, total, q));
    },
  );
};
