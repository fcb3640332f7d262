import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../src/http/compressed-page.ts';
import { announcementDismissedToday, type FirstScreenMarkup } from '../src/http/first-screen.ts';
import { publishAnnouncement } from '../src/modules/content/notices.ts';
import { seedGames } from '../src/modules/games/seed.ts';
import { adminCall, operatorSession } from './helpers/admin.ts';
import { dropRedisPrefix, freshDatabase, REDIS_URL, redisReachable } from './helpers/cluster.ts';
import { dbKinds, portalPost, seedArtFor, startTestApp, type TestApp } from './helpers/index.ts';

/**
 * The names a web build declares for its HTML (apps/web src/lib/first-screen-markup.ts). Other than the
 * app's own, so a test fails if the server used a name of its own instead of the build's.
 */
const MARKUP: FirstScreenMarkup = {
  deferredModuleRel: 'test-after-paint',
  shellStart: '<!--s-->',
  shellEnd: '<!--/s-->',
  prerenderedAttr: 'data-pre',
  renderedAtAttr: 'data-at',
  hydrationId: 'test-hydration',
  announcementCookie: 'test_notice',
};
const NOTICE_COOKIE = MARKUP.announcementCookie;

const INDEX =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"><div data-slot class="skeleton-shine aspect-[16/7] w-full"></div></div></body></html>';

/** index.html with the generic shell between the marks a rendered first screen takes the place of. */
const SHELL_INDEX =
  '<!doctype html><html><head><title>t</title><link rel="modulepreload" crossorigin href="/assets/main-abc.js" data-app></head><body><div id="root"><div data-pre="shell" class="contents"><!--s--><div data-shell="">骨架</div><!--/s--></div></div></body></html>';
const EVIL = '</script><script>alert(1)</script><!--';
// The announcement popup's chunks, which go with a page rendered with the popup (one the home page
// already preloads is not named twice).
const ANNOUNCEMENT_POPUP = ['/assets/popup-abc.js', '/assets/home-page-abc.js'];

// What the web build writes (apps/web first-screen-plugin.ts): one entry per declared tab.
const MANIFEST = {
  markup: MARKUP,
  routes: [
    {
      path: '/',
      preload: ['/assets/home-page-abc.js', '/assets/card-def.js'],
      lcpImage: '/data/banners/0/image',
    },
    { path: '/square', preload: ['/assets/square-page-abc.js'] },
  ],
  announcementPopup: ANNOUNCEMENT_POPUP,
};

/** A web build as the server reads it: index.html, first-screen.json and, if given, server/server-render.js. */
async function fakeWebDist(index: string, manifest: unknown, renderer?: string): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-first-screen-'));
  await fs.writeFile(path.join(dist, 'index.html'), index);
  await fs.writeFile(path.join(dist, 'first-screen.json'), JSON.stringify(manifest));
  if (renderer !== undefined) {
    await fs.mkdir(path.join(dist, 'server'));
    await fs.writeFile(path.join(dist, 'server', 'server-render.js'), renderer);
  }
  return dist;
}

/** Each of `urls` answers with the plain index.html, untouched. */
async function expectPlainIndex(t: TestApp, urls: string[]): Promise<void> {
  for (const url of urls) {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toBe(INDEX);
  }
}

function hydration(html: string): { loaderData: Record<string, unknown> } {
  const m = /<script type="application\/json" id="test-hydration">([\s\S]*?)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('no hydration block');
  return JSON.parse(m[1]);
}

/**
 * Stands in for the web build's dist/server/server-render.js (apps/web src/server-render.tsx, which the
 * web e2e tests run for real): its "root loader" asks for the announcement and its "page loader" the
 * home screen (a game's page for /detail/:id) through the fetch the server hands over, and it tries an
 * address outside the API; the screen shows what it got, leads with React's hoisted image preloads,
 * opens with the popup when asked to and there is an announcement, and /square cannot render.
 */
const RENDERER = `
  export async function renderFirstScreen(url, renderedAt, options) {
    if (url === '/square') throw new Error('no data for the feed');
    const form = (body) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body + '&channelID=0',
    });
    const notice = await (await options.fetch(new Request('http://portal.invalid/portal/web/announcement', form('posType=1&appID=2008')))).json();
    const detail = url.startsWith('/detail/');
    const request = new Request(
      'http://portal.invalid/portal/web/' + (detail ? 'game/detail' : 'home'),
      form('appID=' + (detail ? url.split('/')[2] : '2008')),
    );
    const answer = await (await options.fetch(request)).json();
    const outside = await options
      .fetch(new Request('http://portal.invalid/server/server-render.js'))
      .then(() => 'fetched', () => 'refused');
    const titles = (answer.data.banners ?? []).map((b) => b.title.replace(/</g, '&lt;')).join('|');
    const announcementShown = options.announcement && notice.data !== null;
    return {
      html: '<link rel="preload" as="image" href="/files/a.webp"/><link rel="preload" as="image" href="/files/b.webp" fetchPriority="high"/>'
        + '<div data-layout="tabbed" data-url="' + url + '" data-clock="' + renderedAt + '">'
        + 'outside ' + outside + ', ' + titles + '</div>'
        + (announcementShown ? '<dialog open data-popup>公告</dialog>' : ''),
      hydrationData: { loaderData: { root: { announcement: { guestAnswer: notice.data } }, '0-0': null, '0-0-0': answer } },
      pageData: answer,
      announcementShown,
    };
  }`;

describe('first screen delivered with the HTML of the declared tabs', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await fakeWebDist(INDEX, MANIFEST);
    t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
    // An announcement an operator typed carelessly (or maliciously).
    await publishAnnouncement(t.app.db, {
      posType: 1,
      title: `版本更新${EVIL}`,
      content: '<p>新版本上线</p>',
      createdAt: new Date().toISOString(),
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it("preloads the declared page's chunks with its HTML (no render: no picture, no popup, no data)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-page-abc.js"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/card-def.js"></head>',
    );
    expect(res.body).not.toContain('popup-abc');
    expect(res.body).not.toContain('<script');
    const square = await t.app.inject({ method: 'GET', url: '/square', headers: { accept: 'text/html' } });
    expect(square.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/square-page-abc.js"></head>',
    );
    expect(square.body).not.toContain('home-page-abc');
  });

  it('serves other pages as the plain index.html', async () => {
    for (const url of ['/games', '/index.html', '/games?x=1', '/post/1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});

describe('the encoding a rendered page is sent in', () => {
  it('is Brotli, then gzip, unless refused with q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.5, br;q=0.1')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('deflate')).toBe('identity');
  });
});

describe("the '今日不再显示' cookie", () => {
  // 2026-11-24 00:30 in China is 2026-11-23 16:30 UTC: China's calendar day, not the machine's, counts.
  const now = Date.UTC(2026, 10, 23, 16, 30);
  const cookie = (at: number) => `${NOTICE_COOKIE}=${at}`;

  it('counts a dismissal earlier on the same China day, and only that', () => {
    expect(announcementDismissedToday(NOTICE_COOKIE, cookie(Date.UTC(2026, 10, 23, 16, 5)), now)).toBe(true);
    // 23:55 the evening before in China, though the same UTC date.
    expect(announcementDismissedToday(NOTICE_COOKIE, cookie(Date.UTC(2026, 10, 23, 15, 55)), now)).toBe(
      false,
    );
    expect(announcementDismissedToday(NOTICE_COOKIE, undefined, now)).toBe(false);
    expect(announcementDismissedToday(NOTICE_COOKIE, `x${NOTICE_COOKIE}=${now}`, now)).toBe(false);
  });
});

describe('a build without a usable first-screen manifest', () => {
  it('ignores entries that would preload something else than its own chunks', async () => {
    const dist = await fakeWebDist(INDEX, {
      markup: MARKUP,
      routes: [
        { path: '/games', preload: ['https://evil.example/x.js'] },
        { path: '/square', preload: ['/assets/square-page-abc.js'] },
      ],
      announcementPopup: ['//evil.example/popup.js'],
    });
    const t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
    try {
      const square = await t.app.inject({ method: 'GET', url: '/square', headers: { accept: 'text/html' } });
      expect(square.body).toContain('href="/assets/square-page-abc.js"');
      expect(square.body).not.toContain('evil');
      await expectPlainIndex(t, ['/', '/games']);
    } finally {
      await t.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});

describe('a build whose manifest does not name its markup', () => {
  it.each([
    ['no names at all', undefined],
    ['a name that is not plain', { ...MARKUP, hydrationId: 'x" onload="alert(1)' }],
  ])('serves the plain index.html on every page (%s)', async (_case, markup) => {
    const dist = await fakeWebDist(INDEX, { ...(markup ? { markup } : {}), routes: MANIFEST.routes });
    const t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
    try {
      await expectPlainIndex(t, ['/', '/square']);
    } finally {
      await t.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});

describe('a build with a server-side render of its first screens', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await fakeWebDist(SHELL_INDEX, MANIFEST, RENDERER);
    t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
    await publishAnnouncement(t.app.db, {
      posType: 1,
      title: `版本更新${EVIL}`,
      content: '<p>新版本上线</p>',
      createdAt: new Date().toISOString(),
    });
    // A banner an operator typed carelessly (or maliciously), placed first.
    await t.app.db
      .insertInto('banners')
      .values({ position: 'home', title: EVIL, image: '/files/b.png?a="><x', link: '/games', sort: -1 })
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('puts the rendered screen in place of the shell and holds the chunks back until it has painted', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    // The page learns the moment the screen was rendered at, the same the renderer told its times against.
    const renderedAt = Number(res.body.match(/data-pre="screen" data-at="(\d+)"/)?.[1]);
    expect(renderedAt).toBeGreaterThanOrEqual(before);
    expect(renderedAt).toBeLessThanOrEqual(Date.now());
    expect(res.body).toContain(
      `<div data-pre="screen" data-at="${renderedAt}" class="contents"><div data-layout="tabbed" data-url="/" data-clock="${renderedAt}">outside refused, &lt;/script>&lt;script>alert(1)&lt;/script>&lt;!--</div>`,
    );
    expect(res.body).toContain('<dialog open data-popup>公告</dialog></div>');
    expect(res.body).not.toContain('骨架');
    // React's own image preloads are dropped; the page's largest picture (from its loader data as
    // rendered) has the server's preload.
    expect(res.body).not.toContain('/files/a.webp');
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/files/b.png?a=&quot;&gt;&lt;x" fetchpriority="high"></head>',
    );
    // The loaders' data goes with the page, for the browser's router: the guest's own answers, the
    // root's announcement (whose hostile title stays inside the block) and the page's.
    const home = await portalPost<{ banners: { title: string }[] }>(t.app, '/web/home');
    expect(home.body.data.banners[0]?.title).toBe(EVIL);
    const notice = await portalPost<{ title: string }>(t.app, '/web/announcement', { posType: 1 });
    expect(notice.body.data.title).toBe(`版本更新${EVIL}`);
    expect(hydration(res.body)).toEqual({
      loaderData: {
        root: { announcement: { guestAnswer: notice.body.data } },
        '0-0': null,
        '0-0-0': home.body,
      },
    });
    // Hostile text stays inside the data blocks: the one executable script is the popup's.
    expect(res.body.match(/<script>/g)).toHaveLength(1);
    expect(res.body).not.toContain('<x');
    expect(res.body).toContain(
      '<link rel="test-after-paint" crossorigin href="/assets/main-abc.js" data-app>',
    );
    expect(res.body).toContain(
      '<link rel="test-after-paint" crossorigin fetchpriority="low" href="/assets/home-page-abc.js">',
    );
    // It opens with the popup, whose chunk goes with it (once).
    expect(res.body).toContain(
      '<link rel="test-after-paint" crossorigin fetchpriority="low" href="/assets/popup-abc.js">',
    );
    expect(res.body.match(/home-page-abc/g)).toHaveLength(1);
    expect(res.body).not.toContain('rel="modulepreload"');
  });

  it("opens with the announcement popup unless the visitor's cookie says it was dismissed today", async () => {
    const page = (cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });
    const fresh = await page();
    expect(fresh.body).toContain('<dialog open data-popup>公告</dialog>');
    expect(String(fresh.headers.vary)).toMatch(/cookie/i);
    // With the script that makes it modal as the page is parsed, which the policy allows by its hash
    // alone: any other inline script stays refused.
    const inline = [...fresh.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('showModal()');
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSrc = String(fresh.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    // Dismissed a moment ago: today, whatever else the header carries.
    const dismissed = await page(`theme=light; ${NOTICE_COOKIE}=${Date.now() - 1000}`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.body).toContain('data-layout="tabbed"');
    expect(dismissed.body).not.toContain('<dialog');
    expect(dismissed.body).not.toContain('<script>');
    expect(dismissed.body).not.toContain('popup-abc');
    // Two days ago, or a value that is not a time: due again.
    for (const value of [String(Date.now() - 2 * 86_400_000), 'soon', '', `${Date.now() + 86_400_000}`]) {
      const res = await page(`${NOTICE_COOKIE}=${value}`);
      expect(res.body).toContain('<dialog open data-popup>公告</dialog>');
    }
  });

  it('keeps the rendered page compressed (br and gzip) beside it and sends the form asked for', async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(br.headers.vary)).toMatch(/cookie/i);
    expect(br.headers['content-type']).toContain('text/html');
    expect(br.headers['cache-control']).toBe('no-cache');
    // Compressed once, by the cache, not again on the way out.
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await get('br, gzip');
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await get('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await get('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('sends the shell, chunks as usual, for a screen that does not render', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/square', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<!--s--><div data-shell="">骨架</div><!--/s-->');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/main-abc.js" data-app>');
    expect(res.body).not.toContain('test-hydration');
  });

  it('does not hand out the renderer itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/server/server-render.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('renderFirstScreen');
  });
});

describe('a build whose server-side render does not load', () => {
  it('serves the shell', async () => {
    const dist = await fakeWebDist(INDEX, MANIFEST, 'export const broken = ;');
    const t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"><div data-slot');
      expect(res.body).not.toContain('test-hydration');
    } finally {
      await t.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});

describe('a deep link with a parameter (/detail/:id)', () => {
  const DETAIL_MANIFEST = {
    markup: MARKUP,
    routes: [
      {
        path: '/detail/:id',
        preload: ['/assets/game-detail-page-abc.js'],
        lcpImage: '/data/screenshots/0/url',
      },
    ],
  };
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await fakeWebDist(SHELL_INDEX, DETAIL_MANIFEST, RENDERER);
    t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
    await seedGames(t.app.db, { files: t.app.files, art: await seedArtFor(t.app) });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it("renders the game of the id in the address and preloads that game's first screenshot", async () => {
    const list = await portalPost<{ records: { appID: number }[] }>(t.app, '/web/game/list', {
      currentPage: 1,
      pageSize: 2,
    });
    const [first, second] = list.body.data.records.map((g) => String(g.appID));
    if (!first || !second) throw new Error('the seed has fewer than two games');
    for (const id of [first, second]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/detail/${id}`,
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      const detail = await portalPost<{ screenshots: { url: string }[] }>(t.app, '/web/game/detail', {
        appID: id,
      });
      expect(hydration(res.body).loaderData['0-0-0']).toEqual(detail.body);
      const shot = detail.body.data.screenshots[0]?.url ?? '';
      expect(shot).not.toBe('');
      expect(res.body).toContain(`<link rel="preload" as="image" href="${shot}" fetchpriority="high">`);
      expect(res.body).toContain('href="/assets/game-detail-page-abc.js"');
      // Rendered for that game, as a tab's first screen is.
      expect(res.body).toContain(`data-url="/detail/${id}"`);
    }
  });

  it('gives an address whose parameter is not an id the plain index.html', async () => {
    for (const url of ['/detail/a.b', `/detail/${'9'.repeat(65)}`, '/detail/%3Aid', '/detail/1%26x%3D2']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL_INDEX);
    }
  });
});

const sharedStoresUp = (await redisReachable()) && dbKinds.includes('postgres');

describe.skipIf(!sharedStoresUp)('two instances on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let dist: string;
  let a: TestApp;
  let b: TestApp;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    database = await freshDatabase();
    dist = await fakeWebDist(SHELL_INDEX, MANIFEST, RENDERER);
    const env = { WEB_DIST: dist, DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: prefix };
    a = await startTestApp({ db: 'sqlite', env });
    b = await startTestApp({ db: 'sqlite', env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dropRedisPrefix(prefix);
    await database?.drop();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it("a banner an operator adds on one instance is in the other's next rendered home page", async () => {
    const home = async () =>
      (await a.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
    expect(await home()).not.toContain('跨实例新公告图');
    // Instance A keeps its rendered home page for a few seconds; the change comes through B.
    const admin = await operatorSession(b.app, 'admin');
    const created = await adminCall(b.app, 'POST', '/v1/admin/banners', admin.token, {
      body: { position: 'home', title: '跨实例新公告图', image: '/files/x.png', link: '/games', sort: -1 },
    });
    expect(created.body.code).toBe(0);
    await expect.poll(home, { timeout: 2_000, interval: 100 }).toContain('跨实例新公告图');
  });
});
