// Portal routes of the comic catalogue (/web/book/*). Reading is public; a logged-in reader also
// gets read history and the 'chapter.read' event. Catalogue answers are cached briefly as a guest
// sees them; the per-user `subscribed` flag is added per request.
import type { FastifyPluginAsync } from 'fastify';
import { cached } from '../../cache/cache.ts';
import { Errors, ok } from '../../http/answer.ts';
import { route } from '../../http/operations.ts';
import { offsetOf, pageOf } from '../../http/paging.ts';
import {
  type ChapterPages,
  chapterPages,
  featuredBooks,
  findBookRow,
  firstChapterId,
  listBooks,
  listBookTags,
  listChapters,
  withSubscribed,
} from './books.ts';
import { chapterLocks, findChapter, type PaidBook } from './paid-chapters.ts';
import { toBook } from './present.ts';
import { markRead, readChapterIds } from './progress.ts';
import { isSubscribed, lastRead, saveHistory } from './reading.ts';
import { ViewCounter } from './view-counter.ts';

const HOME_LIST_SIZE = 6;
const RANKING_SIZE = 10;
const LIST_TTL_MS = 30_000;
/** Pages of a published chapter do not change. */
const CHAPTER_TTL_MS = 300_000;

/** A chapter's pages as cached, with the book's price terms that (with the chapter's index) decide its lock. */
type ReadableChapter = { result: ChapterPages; book: PaidBook };

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date().toISOString();
  const views = new ViewCounter(app.db, (err) => app.log.error({ err }, 'book view flush failed'));
  app.addHook('onClose', () => views.close());

  route(app, 'listBooks', async (request) => {
    const q = request.body;
    const query = {
      tag: q.tag || undefined,
      status: q.status,
      order: q.order,
      offset: offsetOf(q),
      limit: q.pageSize,
    };
    const key = `books:list:${query.order}:${query.status ?? ''}:${query.tag ?? ''}:${query.offset}:${query.limit}`;
    const page = await cached(app.cache, key, LIST_TTL_MS, () => listBooks(app.db, query));
    const records = await withSubscribed(app.db, request.user?.uid, page.records);
    return ok(pageOf(records, page.total, q));
  });

  route(app, 'getBookHome', async (request) => {
    const home = await cached(app.cache, 'books:home', LIST_TTL_MS, async () => {
      const [featured, ranking, latest, tags] = await Promise.all([
        featuredBooks(app.db),
        listBooks(app.db, { order: 'hot', offset: 0, limit: RANKING_SIZE }),
        listBooks(app.db, { order: 'update', offset: 0, limit: HOME_LIST_SIZE }),
        listBookTags(app.db),
      ]);
      return { featured, ranking: ranking.records, latest: latest.records, tags };
    });
    const uid = request.user?.uid;
    const [featured, ranking, latest] = await Promise.all([
      withSubscribed(app.db, uid, home.featured),
      withSubscribed(app.db, uid, home.ranking),
      withSubscribed(app.db, uid, home.latest),
    ]);
    return ok({ featured, ranking, latest, tags: home.tags });
  });

  route(app, 'getBook', async (request) => {
    const { stored: row, pending } = await views.withPending(request.body.bookId, () =>
      findBookRow(app.db, request.body.bookId),
    );
    if (!row) throw Errors.notFound('漫画不存在');
    const uid = request.user?.uid;
    const [first, subscribed, history] = await Promise.all([
      firstChapterId(app.db, row.id),
      uid ? isSubscribed(app.db, uid, row.id) : false,
      uid ? lastRead(app.db, uid, row.id) : null,
    ]);
    const book = toBook(row, subscribed);
    return ok({ ...book, hot: book.hot + pending, firstChapterId: first, lastRead: history });
  });

  route(app, 'listChapters', async (request) => {
    const book = await findBookRow(app.db, request.body.bookId);
    if (!book) throw Errors.notFound('漫画不存在');
    const uid = request.user?.uid;
    const chapters = await listChapters(app.db, book.id, request.body.order);
    const [locks, read] = await Promise.all([
      chapterLocks(
        app.db,
        uid,
        book,
        chapters.map((c) => ({ id: c.id, seq: c.index })),
      ),
      readChapterIds(app.db, uid, book.id),
    ]);
    return ok(
      chapters.map((c) => ({
        ...c,
        ...(locks.get(c.id) ?? { price: 0, locked: false, unlocked: false }),
        read: read.has(c.id),
      })),
    );
  });

  route(app, 'getChapterPages', async (request) => {
    const { bookId, chapterId } = request.body;
    // Only chapters that exist are cached, so probing random ids cannot fill the cache. The book's
    // price terms are kept with the pages: a free chapter then needs no database read at all, and a
    // console change of a price drops this key with every other 'books:' one.
    const key = `books:readable-chapter:${bookId}:${chapterId}`;
    let chapter: ReadableChapter | undefined = await app.cache.get(key);
    if (!chapter) {
      const [result, found] = await Promise.all([
        chapterPages(app.db, bookId, chapterId),
        findChapter(app.db, bookId, chapterId),
      ]);
      if (result && found) {
        chapter = { result, book: found.book };
        await app.cache.set(key, chapter, CHAPTER_TTL_MS);
      }
    }
    if (!chapter) throw Errors.notFound('章节不存在');
    const { result } = chapter;
    const uid = request.user?.uid;
    const locks = await chapterLocks(app.db, uid, chapter.book, [{ id: chapterId, seq: result.index }]);
    const lock = locks.get(chapterId) ?? { price: 0, locked: false, unlocked: false };
    // A locked chapter's page images are never handed out: the reader shows its unlock card instead.
    if (lock.locked) return ok({ ...result, pages: [], ...lock });
    views.add(bookId);
    if (uid) {
      const at = now();
      await saveHistory(app.db, { uid, bookId, chapterId, now: at });
      await markRead(app.db, uid, bookId, [chapterId], at);
      await app.events.emit('chapter.read', { uid, bookId, chapterId });
    }
    return ok({ ...result, ...lock });
  });
};
