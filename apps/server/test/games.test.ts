import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../src/http/paging.ts';
import { gameFileUrl } from '../src/modules/games/file-url.ts';
import { seedGames } from '../src/modules/games/seed.ts';
import { GAMES } from '../src/seed/catalog/games.ts';
import {
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  seedArtFor,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

type Game = {
  id: number;
  appID: number;
  name: string;
  type: number;
  typeName: string;
  onlineType: number;
  buyAmount: number;
  downloadCount: number;
  size: number;
  score: number;
  icon: string;
  cover: string;
  bought: boolean;
};
type Detail = Game & {
  screenshots: { url: string; width: number; height: number }[];
  description: string;
  giftCount: number;
};

describe.each(dbKinds)('games (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
    await seedGames(t.app.db, { files: t.app.files, art: await seedArtFor(t.app) });
  });
  afterAll(() => t.close());

  it('lists the game types in tab order', async () => {
    const res = await portalPost<{ id: number; name: string }[]>(t.app, '/web/game/types');
    expectContract(res.body, 'GameTypeListAnswer');
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((x) => x.name)).toEqual([
      '角色扮演',
      '动作冒险',
      '休闲益智',
      '策略卡牌',
      '模拟经营',
    ]);
  });

  it('pages through every game, most downloaded first, with free and paid ones', async () => {
    const seen: Game[] = [];
    for (let page = 1; page <= Math.ceil(GAMES.length / 5); page++) {
      const res = await portalPost<Page<Game>>(t.app, '/web/game/list', { currentPage: page, pageSize: 5 });
      expectContract(res.body, 'GamePageAnswer');
      expect(res.body.code).toBe(0);
      expect(res.body.data.total).toBe(GAMES.length);
      expect(res.body.data.currentPage).toBe(page);
      seen.push(...res.body.data.records);
    }
    expect(seen).toHaveLength(GAMES.length);
    expect(new Set(seen.map((g) => g.id)).size).toBe(GAMES.length);
    const downloads = seen.map((g) => g.downloadCount);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    for (const g of seen) {
      expect(g.appID).toBe(g.id);
      expect(g.bought).toBe(false);
      expect(g.size).toBeGreaterThan(0);
      expect(g.score).toBeGreaterThan(0);
      expect(g.score).toBeLessThanOrEqual(10);
    }
    const free = seen.filter((g) => g.onlineType === 0);
    const paid = seen.filter((g) => g.onlineType === 1);
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((g) => g.buyAmount === 0)).toBe(true);
    expect(new Set(paid.map((g) => g.buyAmount))).toEqual(new Set([10, 20, 30]));
  });

  it('filters by type and by keyword', async () => {
    const byType = await portalPost<Page<Game>>(t.app, '/web/game/list', { type: 3 });
    expect(byType.body.data.records.length).toBeGreaterThan(0);
    expect(byType.body.data.records.every((g) => g.type === 3 && g.typeName === '休闲益智')).toBe(true);
    expect(byType.body.data.total).toBe(GAMES.filter((g) => g.typeId === 3).length);

    const all = await portalPost<Page<Game>>(t.app, '/web/game/list', { type: 0 });
    expect(all.body.data.total).toBe(GAMES.length);

    const byName = await portalPost<Page<Game>>(t.app, '/web/game/list', { keyword: '消消' });
    expect(byName.body.data.records.map((g) => g.name)).toEqual(['糖果消消乐']);
    const literal = await portalPost<Page<Game>>(t.app, '/web/game/list', { keyword: '%' });
    expect(literal.body.data.total).toBe(0);
  });

  it('rejects bad list input with a Chinese message', async () => {
    const res = await portalPost(t.app, '/web/game/list', { pageSize: 0 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: '参数错误：pageSize 需在 1-100 之间' });
    const type = await portalPost(t.app, '/web/game/list', { type: 'rpg' });
    expect(type.status).toBe(400);
    expect(type.body.msg).toBe('参数错误：type 类型应为 整数');
  });

  it('answers a game detail with screenshots of real sizes and sanitized HTML', async () => {
    const res = await portalPost<Detail>(t.app, '/web/game/detail', { appID: 1002 });
    expectContract(res.body, 'GameDetailAnswer');
    expect(res.body.code).toBe(0);
    const g = res.body.data;
    expect(g).toMatchObject({
      id: 1002,
      appID: 1002,
      name: '幻境之刃',
      onlineType: 1,
      buyAmount: 20,
      giftCount: 0,
    });
    expect(g.screenshots).toHaveLength(4);
    for (const s of g.screenshots) {
      expect(s).toMatchObject({ width: 360, height: 640 });
      const img = await t.app.inject({ method: 'GET', url: s.url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      const size = await sharp(img.rawPayload).metadata();
      expect([size.format, size.width, size.height]).toEqual(['webp', 360, 640]);
    }
    expect(g.description).toContain('<p>');
    expect(g.description).not.toContain('<script');
    const icon = await t.app.inject({ method: 'GET', url: g.icon });
    expect(icon.statusCode).toBe(200);
  });

  it('answers 404 for an unknown game and 400 for a malformed appID', async () => {
    const missing = await portalPost(t.app, '/web/game/detail', { appID: 999999 });
    expectContract(missing.body, 'ErrorAnswer');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, msg: '游戏不存在' });
    // Without appID the contract's default (the platform's 2008) applies, which is no game.
    const noId = await portalPost(t.app, '/web/game/detail', { appID: undefined });
    expect(noId.status).toBe(404);
    const word = await portalPost(t.app, '/web/game/detail', { appID: 'abc' });
    expect(word.status).toBe(400);
    expect(word.body.msg).toBe('参数错误：appID 类型应为 整数');
  });

  it('says bought for a logged-in user who paid, and treats a dead token like a guest on public pages', async () => {
    const s = await registerUser(t.app);
    await t.app.db
      .insertInto('game_purchases')
      .values({ uid: s.uid, game_id: 1004, price: 30, created_at: new Date().toISOString() })
      .execute();
    const mine = await portalPost<Detail>(t.app, '/web/game/detail', { appID: 1004 }, s);
    expectContract(mine.body, 'GameDetailAnswer');
    expect(mine.body.data.bought).toBe(true);
    const list = await portalPost<Page<Game>>(t.app, '/web/game/list', { type: 4, pageSize: 100 }, s);
    expect(list.body.data.records.find((g) => g.id === 1004)?.bought).toBe(true);
    expect(list.body.data.records.filter((g) => g.id !== 1004).every((g) => !g.bought)).toBe(true);
    const guest = await portalPost<Detail>(t.app, '/web/game/detail', { appID: 1004 });
    expect(guest.body.data.bought).toBe(false);
    const dead = await portalPost<Detail>(
      t.app,
      '/web/game/detail',
      { appID: 1004 },
      { uid: s.uid, token: 'x'.repeat(43) },
    );
    expect(dead.body.code).toBe(0);
    expect(dead.body.data.bought).toBe(false);
  });

  it('counts a download by a logged-in user in downloadCount', async () => {
    const s = await registerUser(t.app);
    const before = await t.app.db
      .selectFrom('games')
      .select('downloads')
      .where('id', '=', 1003)
      .executeTakeFirstOrThrow();
    const res = await portalPost<string>(t.app, '/user/game/download/1003', { platformType: 1 }, s);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatch(/^http.*\.apk$/);
    // Counts are added to the game's row in batches (download-counter.ts), a moment later.
    const after = () =>
      t.app.db.selectFrom('games').select('downloads').where('id', '=', 1003).executeTakeFirstOrThrow();
    await expect
      .poll(async () => Number((await after()).downloads), { timeout: 5_000 })
      .toBe(Number(before.downloads) + 1);
  });

  it('hosts a real package per platform at an absolute http address', async () => {
    const row = await t.app.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', 1001)
      .executeTakeFirstOrThrow();
    const deps = { files: t.app.files, publicUrl: 'http://127.0.0.1:8000' };
    const android = gameFileUrl(row, 1, deps);
    const ios = gameFileUrl(row, 2, deps);
    expect(android).toMatch(/^http:\/\/.+\/files\/games\/1001\/game-1001-2\.16\.0\.apk$/);
    expect(ios).toMatch(/\.ipa$/);
    const file = await t.app.inject({ method: 'GET', url: new URL(android).pathname });
    expect(file.statusCode).toBe(200);
    // A ZIP archive (the container of .apk/.ipa) starts with "PK\x03\x04".
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  });

  it('hosts the portal app for the download page, versioned 2.16.0 in the asset name, 2 MB each', async () => {
    for (const ext of ['apk', 'ipa']) {
      const file = await t.app.inject({ method: 'GET', url: `/files/app/xzuan-2.16.0.${ext}` });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      // The page shows "2.0 MB": the file must round to that.
      expect((file.rawPayload.length / 1024 / 1024).toFixed(1)).toBe('2.0');
    }
  });
});
