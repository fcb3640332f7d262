import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../src/http/paging.ts';
import { seedComics } from '../src/modules/comics/seed.ts';
import { BOOKS } from '../src/seed/catalog/books.ts';
import {
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  type Session,
  seedArtFor,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

type Book = {
  id: number;
  title: string;
  tags: string[];
  status: 'ongoing' | 'finished';
  hot: number;
  updateTime: string;
  chapterCount: number;
  latestChapterTitle: string;
  subscribed: boolean;
  subscriberCount: number;
};
type Chapter = { id: number; bookId: number; index: number; title: string; pageCount: number };
type Pages = {
  bookId: number;
  chapterId: number;
  index: number;
  title: string;
  pages: { url: string; width: number; height: number }[];
  prevChapterId: number | null;
  nextChapterId: number | null;
};
type Detail = Book & {
  firstChapterId: number | null;
  lastRead: { chapterId: number; chapterTitle: string; position: number } | null;
};
type History = { book: Book; chapterId: number; chapterTitle: string; position: number; readTime: string };

const DEAD: Session = { uid: '10000001', token: 'x'.repeat(43) };

describe.each(dbKinds)('comics (%s)', (db) => {
  let t: TestApp;
  let chapters: Chapter[];
  beforeAll(async () => {
    t = await startTestApp({ db });
    await seedComics(t.app.db, { art: await seedArtFor(t.app) });
    const res = await portalPost<Chapter[]>(t.app, '/web/book/chapters', { bookId: 1 });
    chapters = res.body.data;
  });
  afterAll(() => t.close());

  it('lists books by popularity or by latest update, with paging', async () => {
    const hot = await portalPost<Page<Book>>(t.app, '/web/book/list', { order: 'hot', pageSize: 100 });
    expectContract(hot.body, 'BookPageAnswer');
    expect(hot.body.data.total).toBe(BOOKS.length);
    const views = hot.body.data.records.map((b) => b.hot);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(hot.body.data.records[0]?.title).toBe('恋爱补习社');

    const update = await portalPost<Page<Book>>(t.app, '/web/book/list', { order: 'update', pageSize: 100 });
    const times = update.body.data.records.map((b) => b.updateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(update.body.data.records.map((b) => b.id)).not.toEqual(hot.body.data.records.map((b) => b.id));

    const p1 = await portalPost<Page<Book>>(t.app, '/web/book/list', { pageSize: 3, currentPage: 1 });
    const p3 = await portalPost<Page<Book>>(t.app, '/web/book/list', { pageSize: 3, currentPage: 3 });
    expect(p1.body.data.records).toHaveLength(3);
    expect(p3.body.data.records).toHaveLength(BOOKS.length - 6);
    expect(p3.body.data).toMatchObject({ currentPage: 3, pageSize: 3, total: BOOKS.length });
  });

  it('filters books by tag and by status', async () => {
    const tagged = await portalPost<Page<Book>>(t.app, '/web/book/list', { tag: '治愈' });
    expect(tagged.body.data.records.map((b) => b.title).sort()).toEqual(['夏日便利店', '猫咪咖啡馆'].sort());
    expect(tagged.body.data.records.every((b) => b.tags.includes('治愈'))).toBe(true);
    const finished = await portalPost<Page<Book>>(t.app, '/web/book/list', { status: 'finished' });
    expect(finished.body.data.total).toBe(BOOKS.filter((b) => b.status === 1).length);
    expect(finished.body.data.records.every((b) => b.status === 'finished')).toBe(true);
  });

  it('rejects a bad order or page with a Chinese message', async () => {
    const bad = await portalPost(t.app, '/web/book/list', { order: 'random' });
    expectContract(bad.body, 'ErrorAnswer');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, msg: '参数错误：order 取值无效' });
    const page = await portalPost(t.app, '/web/book/list', { currentPage: 0 });
    expect(page.status).toBe(400);
    expect(page.body.msg).toMatch(/^参数错误：currentPage/);
  });

  it('answers the comics home: featured carousel, ranking, latest updates and tags', async () => {
    const res = await portalPost<{
      featured: (Book & { banner: string })[];
      ranking: Book[];
      latest: Book[];
      tags: string[];
    }>(t.app, '/web/book/home');
    expectContract(res.body, 'BookHomeAnswer');
    const home = res.body.data;
    expect(home.featured.map((b) => b.title).sort()).toEqual(
      BOOKS.filter((b) => b.featured)
        .map((b) => b.title)
        .sort(),
    );
    expect(home.featured.every((b) => b.banner.endsWith('.webp'))).toBe(true);
    expect(home.ranking[0]?.title).toBe('恋爱补习社');
    expect(home.latest.length).toBeGreaterThan(0);
    expect(home.tags).toContain('热血');
  });

  it('gives book info with chapters and its first chapter; 404 for an unknown book', async () => {
    const res = await portalPost<Detail>(t.app, '/web/book/info', { bookId: 1 });
    expectContract(res.body, 'BookDetailAnswer');
    expect(res.body.data).toMatchObject({
      id: 1,
      title: '剑与星之歌',
      chapterCount: 8,
      latestChapterTitle: '第8话 远征',
      status: 'ongoing',
      subscribed: false,
      lastRead: null,
      firstChapterId: chapters[0]?.id,
    });
    const missing = await portalPost(t.app, '/web/book/info', { bookId: 9999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('漫画不存在');
    const bad = await portalPost(t.app, '/web/book/info', { bookId: 'one' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数错误：bookId 类型应为 整数');
  });

  it('lists the chapter menu in both orders', async () => {
    expect(chapters.map((c) => c.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const desc = await portalPost<Chapter[]>(t.app, '/web/book/chapters', { bookId: 1, order: 'desc' });
    expectContract(desc.body, 'ChapterListAnswer');
    expect(desc.body.data.map((c) => c.index)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    const missing = await portalPost(t.app, '/web/book/chapters', { bookId: 9999 });
    expect(missing.status).toBe(404);
  });

  it('serves a chapter: pages with real sizes and the neighbouring chapters', async () => {
    const [first, second, , ...rest] = chapters;
    const last = rest.at(-1);
    const res = await portalPost<Pages>(t.app, '/web/book/chapter', { bookId: 1, chapterId: second?.id });
    expectContract(res.body, 'ChapterPagesAnswer');
    const ch = res.body.data;
    expect(ch).toMatchObject({ bookId: 1, chapterId: second?.id, index: 2, prevChapterId: first?.id });
    expect(ch.nextChapterId).toBe(chapters[2]?.id);
    expect(ch.pages.length).toBeGreaterThanOrEqual(6);
    expect(ch.pages.length).toBeLessThanOrEqual(10);
    const img = await t.app.inject({ method: 'GET', url: ch.pages[0]?.url ?? '' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const size = await sharp(img.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', ch.pages[0]?.width, ch.pages[0]?.height]);

    const firstRes = await portalPost<Pages>(t.app, '/web/book/chapter', { bookId: 1, chapterId: first?.id });
    expect(firstRes.body.data.prevChapterId).toBeNull();
    const lastRes = await portalPost<Pages>(t.app, '/web/book/chapter', { bookId: 1, chapterId: last?.id });
    expect(lastRes.body.data.nextChapterId).toBeNull();

    const otherBook = await portalPost(t.app, '/web/book/chapter', { bookId: 2, chapterId: second?.id });
    expect(otherBook.status).toBe(404);
    expect(otherBook.body.msg).toBe('章节不存在');
    const noChapter = await portalPost(t.app, '/web/book/chapter', { bookId: 1 });
    expect(noChapter.status).toBe(400);
    expect(noChapter.body.msg).toBe('参数错误：缺少 chapterId');
  });

  it('records reading for a logged-in reader: history, last position and the chapter.read event', async () => {
    const s = await registerUser(t.app);
    const events: unknown[] = [];
    const off = t.app.events.on('chapter.read', (e) => {
      events.push(e);
    });
    const before = (await portalPost<Detail>(t.app, '/web/book/info', { bookId: 1 })).body.data.hot;
    await portalPost(t.app, '/web/book/chapter', { bookId: 1, chapterId: chapters[2]?.id }, s);
    off();
    expect(events).toEqual([{ uid: s.uid, bookId: 1, chapterId: chapters[2]?.id }]);
    const after = (await portalPost<Detail>(t.app, '/web/book/info', { bookId: 1 }, s)).body.data;
    expect(after.hot).toBe(before + 1);
    expect(after.lastRead).toMatchObject({ chapterId: chapters[2]?.id, position: 0 });

    const saved = await portalPost(
      t.app,
      '/user/book/history/save',
      { bookId: 1, chapterId: chapters[2]?.id, position: 4 },
      s,
    );
    expect(saved.body).toMatchObject({ code: 0, data: null });
    expectContract(saved.body, 'OkAnswer');
    // Reopening the same chapter keeps the position; another chapter starts at 0.
    await portalPost(t.app, '/web/book/chapter', { bookId: 1, chapterId: chapters[2]?.id }, s);
    let history = await portalPost<Page<History>>(t.app, '/user/book/history', {}, s);
    expect(history.body.data.records[0]).toMatchObject({ chapterId: chapters[2]?.id, position: 4 });

    await portalPost(t.app, '/web/book/chapter', { bookId: 3, chapterId: (await firstChapterOf(3)) ?? 0 }, s);
    history = await portalPost<Page<History>>(t.app, '/user/book/history', {}, s);

    expectContract(history.body, 'ReadHistoryPageAnswer');
    expect(history.body.data.total).toBe(2);
    expect(history.body.data.records.map((h) => h.book.id)).toEqual([3, 1]);
    expect(history.body.data.records[0]?.book.title).toBe('恋爱补习社');
  });

  it('keeps no history for a guest, and guards the history calls', async () => {
    const s = await registerUser(t.app);
    const chapterId = chapters[0]?.id ?? 0;
    const guest = await portalPost(t.app, '/user/book/history', {});
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ code: 401, msg: '未授权，请登录' });
    expectContract(guest.body, 'ErrorAnswer');
    const dead = await portalPost(t.app, '/user/book/history/save', { bookId: 1, chapterId }, DEAD);
    expect(dead.body).toMatchObject({ code: 2, msg: '登录已失效，请重新登录' });
    expectContract(dead.body, 'Refusal');
    const deadList = await portalPost(t.app, '/user/book/history', {}, DEAD);
    expect(deadList.body.code).toBe(2);
    const wrongBook = await portalPost(t.app, '/user/book/history/save', { bookId: 2, chapterId }, s);
    expect(wrongBook.status).toBe(404);
    const negative = await portalPost(
      t.app,
      '/user/book/history/save',
      { bookId: 1, chapterId, position: -1 },
      s,
    );
    expect(negative.status).toBe(400);
    expect(negative.body.msg).toBe('参数错误：position 需在 0-100000 之间');
    const empty = await portalPost<Page<History>>(t.app, '/user/book/history', {}, s);
    expect(empty.body.data).toMatchObject({ records: [], total: 0 });
  });

  it('subscribes and unsubscribes idempotently with an exact subscriber count', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const sub = (s: Session, path: string) =>
      portalPost<{ subscribed: boolean; subscriberCount: number }>(t.app, path, { bookId: 4 }, s);
    expectContract((await sub(b, '/user/book/unsubscribe')).body, 'SubscriptionStateAnswer');
    expect((await sub(a, '/user/book/subscribe')).body.data).toMatchObject({
      subscribed: true,
      subscriberCount: 1,
    });
    expect((await sub(a, '/user/book/subscribe')).body.data).toMatchObject({
      subscribed: true,
      subscriberCount: 1,
    });
    await Promise.all([
      sub(b, '/user/book/subscribe'),
      sub(b, '/user/book/subscribe'),
      sub(b, '/user/book/subscribe'),
    ]);
    const info = await portalPost<Detail>(t.app, '/web/book/info', { bookId: 4 }, b);
    expect(info.body.data).toMatchObject({ subscribed: true, subscriberCount: 2 });
    const mineInList = await portalPost<Page<Book>>(t.app, '/web/book/list', { pageSize: 100 }, b);
    expect(mineInList.body.data.records.filter((x) => x.subscribed).map((x) => x.id)).toEqual([4]);
    const guestList = await portalPost<Page<Book>>(t.app, '/web/book/list', { pageSize: 100 });
    expect(guestList.body.data.records.some((x) => x.subscribed)).toBe(false);
    const list = await portalPost<Page<Book>>(t.app, '/user/book/subscriptions', {}, b);
    expectContract(list.body, 'BookPageAnswer');
    expect(list.body.data.records.map((x) => x.id)).toEqual([4]);
    expect(list.body.data.records[0]?.subscribed).toBe(true);

    expect((await sub(a, '/user/book/unsubscribe')).body.data).toMatchObject({
      subscribed: false,
      subscriberCount: 1,
    });
    expect((await sub(a, '/user/book/unsubscribe')).body.data).toMatchObject({
      subscribed: false,
      subscriberCount: 1,
    });
    const guestInfo = await portalPost<Detail>(t.app, '/web/book/info', { bookId: 4 });
    expect(guestInfo.body.data.subscribed).toBe(false);
  });

  it('guards the subscription calls', async () => {
    const s = await registerUser(t.app);
    expect((await portalPost(t.app, '/user/book/subscribe', { bookId: 1 })).status).toBe(401);
    expect((await portalPost(t.app, '/user/book/unsubscribe', { bookId: 1 })).status).toBe(401);
    expect((await portalPost(t.app, '/user/book/subscriptions', {})).status).toBe(401);
    expect((await portalPost(t.app, '/user/book/subscribe', { bookId: 1 }, DEAD)).body.code).toBe(2);
    expect((await portalPost(t.app, '/user/book/subscriptions', {}, DEAD)).body.code).toBe(2);
    const missing = await portalPost(t.app, '/user/book/subscribe', { bookId: 9999 }, s);
    expect(missing.status).toBe(404);
    const bad = await portalPost(t.app, '/user/book/subscribe', {}, s);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数错误：缺少 bookId');
  });

  it('keeps read history and subscriptions across a restart', async () => {
    const s = await registerUser(t.app);
    const chapterId = chapters[5]?.id ?? 0;
    await portalPost(t.app, '/user/book/history/save', { bookId: 1, chapterId, position: 7 }, s);
    await portalPost(t.app, '/user/book/subscribe', { bookId: 6 }, s);
    const hotBefore = (await portalPost<Detail>(t.app, '/web/book/info', { bookId: 7 })).body.data.hot;
    const seventh = (await portalPost<Detail>(t.app, '/web/book/info', { bookId: 7 })).body.data
      .firstChapterId;
    await portalPost(t.app, '/web/book/chapter', { bookId: 7, chapterId: seventh ?? 0 });
    await t.restart();
    // Reads are counted in memory and written in batches; closing the server writes the rest.
    const hotAfter = (await portalPost<Detail>(t.app, '/web/book/info', { bookId: 7 })).body.data.hot;
    expect(hotAfter).toBe(hotBefore + 1);
    const history = await portalPost<Page<History>>(t.app, '/user/book/history', {}, s);
    expect(history.body.data.records).toHaveLength(1);
    expect(history.body.data.records[0]).toMatchObject({ chapterId, position: 7 });
    const subs = await portalPost<Page<Book>>(t.app, '/user/book/subscriptions', {}, s);
    expect(subs.body.data.records.map((b) => b.id)).toEqual([6]);
  });

  async function firstChapterOf(bookId: number): Promise<number | undefined> {
    const res = await portalPost<Detail>(t.app, '/web/book/info', { bookId });
    return res.body.data.firstChapterId ?? undefined;
  }
});
