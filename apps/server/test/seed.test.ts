import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../src/http/paging.ts';
import { drawCover, drawIcon, drawPage } from '../src/seed/art/generators.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { isWebp } from '../src/storage/webp.ts';
import { dbKinds, portalPost, seedArtFor, startTestApp, type TestApp } from './helpers/index.ts';

describe('seed art', () => {
  it('draws the same picture for the same input and different ones for different input', () => {
    const a = drawCover({ title: '剑与星之歌', author: '墨白' });
    expect(drawCover({ title: '剑与星之歌', author: '墨白' }).svg).toBe(a.svg);
    const b = drawCover({ title: '夏日便利店', author: '青柠' });
    expect(b.svg).not.toBe(a.svg);
    const fills = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}/gi));
    expect(fills(a.svg)).not.toEqual(fills(b.svg));
  });

  it('declares the real size of every page and escapes titles', () => {
    const heights = new Set<number>();
    for (let p = 1; p <= 12; p++) {
      const page = drawPage({ bookTitle: '<猫&狗>', chapterNo: 1, pageNo: p });
      expect(
        page.svg.startsWith(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}"`,
        ),
      ).toBe(true);
      expect(page.svg).toContain('&lt;猫&amp;狗&gt;');
      expect(page.svg).not.toContain('<猫');
      heights.add(page.height);
    }
    // Pages are not all the same height, so readers must honour width/height.
    expect(heights.size).toBeGreaterThan(1);
    expect(drawIcon({ name: '星辰物语' }).svg).toContain('>星<');
  });
});

describe.each(dbKinds)('seed (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
    expect(await seedIfEmpty(t.app)).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  it('runs only on an empty database', async () => {
    expect(await seedIfEmpty(t.app)).toBe(false);
    const games = await t.app.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(games.n)).toBeGreaterThanOrEqual(12);
  });

  it('fills at least 12 games across types, free and paid at 10/20/30 X钻', async () => {
    const res = await portalPost<Page<{ type: number; onlineType: number; buyAmount: number }>>(
      t.app,
      '/web/game/list',
      {
        pageSize: 100,
      },
    );
    const games = res.body.data.records;
    expect(games.length).toBeGreaterThanOrEqual(12);
    expect(new Set(games.map((g) => g.type)).size).toBeGreaterThanOrEqual(4);
    expect(games.some((g) => g.onlineType === 0 && g.buyAmount === 0)).toBe(true);
    expect(new Set(games.filter((g) => g.onlineType === 1).map((g) => g.buyAmount))).toEqual(
      new Set([10, 20, 30]),
    );
  });

  it('fills 8 books of 5-12 chapters with 6-10 stored pages each', async () => {
    const books = await t.app.db.selectFrom('books').select(['id', 'chapter_count']).execute();
    expect(books).toHaveLength(8);
    for (const b of books) {
      expect(b.chapter_count).toBeGreaterThanOrEqual(5);
      expect(b.chapter_count).toBeLessThanOrEqual(12);
    }
    const perChapter = await t.app.db
      .selectFrom('chapter_pages')
      .select(['chapter_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('chapter_id')
      .execute();
    const chapters = books.reduce((sum, b) => sum + b.chapter_count, 0);
    expect(perChapter).toHaveLength(chapters);
    for (const c of perChapter) {
      expect(Number(c.n)).toBeGreaterThanOrEqual(6);
      expect(Number(c.n)).toBeLessThanOrEqual(10);
    }
    const page = await t.app.db
      .selectFrom('chapter_pages')
      .selectAll()
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const file = await t.app.inject({ method: 'GET', url: page.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(isWebp(file.rawPayload)).toBe(true);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([page.width, page.height]);
  });

  it('stores every seeded picture as WebP, served as image/webp', async () => {
    const urls = [
      ...(await t.app.db.selectFrom('banners').select('image as url').execute()),
      ...(await t.app.db.selectFrom('games').select('icon as url').execute()),
      ...(await t.app.db.selectFrom('games').select('banner as url').execute()),
      ...(await t.app.db.selectFrom('game_screenshots').select('url').execute()),
      ...(await t.app.db.selectFrom('books').select('cover as url').execute()),
      ...(await t.app.db.selectFrom('chapters').select('cover as url').execute()),
      ...(await t.app.db.selectFrom('activities').select('cover as url').execute()),
      ...(await t.app.db.selectFrom('users').select('avatar as url').execute()),
    ].map((r) => r.url);
    const posts = await t.app.db.selectFrom('square_posts').select('images').execute();
    for (const p of posts) urls.push(...(JSON.parse(p.images) as { url: string }[]).map((i) => i.url));
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((u) => !/^\/files\/.+\.webp$/.test(u))).toEqual([]);
    for (const url of [urls[0]!, urls.at(-1)!]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(isWebp(res.rawPayload)).toBe(true);
    }
  });

  it('renders nothing on a second seed: every picture comes from the machine-wide cache', async () => {
    const again = await startTestApp({ db });
    try {
      const art = await seedArtFor(again.app);
      expect(await seedIfEmpty(again.app, art)).toBe(true);
      const stats = art.stats();
      expect(stats.rendered).toBe(0);
      expect(stats.keptSvg).toBe(0);
      expect(stats.cached).toBeGreaterThan(600);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('fills announcements, FAQ, current and past activities, and greets seeded users', async () => {
    const ann = await portalPost<{ title: string } | null>(t.app, '/web/announcement', { posType: 1 });
    expect(ann.body.data?.title).toBeTruthy();
    const faq = await portalPost<unknown[]>(t.app, '/web/faq/list');
    expect(faq.body.data.length).toBeGreaterThanOrEqual(5);
    const acts = await portalPost<{ status: string }[]>(t.app, '/web/activity/list');
    const statuses = new Set(acts.body.data.map((a) => a.status));
    expect(statuses.has('ongoing') && statuses.has('ended')).toBe(true);
    const users = await t.app.db.selectFrom('users').select('uid').execute();
    expect(users.length).toBeGreaterThan(0);
    const greeted = await t.app.db
      .selectFrom('messages')
      .select('uid')
      .where('title', '=', '欢迎加入！')
      .execute();
    expect(new Set(greeted.map((m) => m.uid))).toEqual(new Set(users.map((u) => u.uid)));
  });

  it('answers a full home screen on the seeded database', async () => {
    const res = await portalPost<{
      banners: unknown[];
      games: unknown[];
      books: unknown[];
      posts: unknown[];
    }>(t.app, '/web/home');
    expect(res.body.code).toBe(0);
    expect(res.body.data.banners.length).toBeGreaterThan(0);
    expect(res.body.data.games.length).toBeGreaterThan(0);
    expect(res.body.data.books.length).toBeGreaterThan(0);
  });
});
