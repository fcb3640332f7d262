import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../src/http/compressed-page.ts';
import { publishAnnouncement } from '../src/modules/content/notices.ts';
import { seedGames } from '../src/modules/games/seed.ts';
import { adminCall, operatorSession } from './helpers/admin.ts';
import { dropRedisPrefix, freshDatabase, REDIS_URL, redisReachable } from './helpers/cluster.ts';
import {
  dbKinds,
  fakeWebBuild,
  portalPost,
  seedArtFor,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

const hashOf = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const scriptSrc = (csp: unknown) =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith('script-src '));
const page = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

const EVIL = '</script><script>alert(1)</script><!--';
const PRE_PAINT = '(()=>{document.body.classList.add("theme-dark")})()';

/**
 * Stands in for a web build's request handler (apps/web src/server-rendering/handle-request.tsx, which
 * the tests below the fake's and the web e2e tests run for real): it counts its calls, asks for the home
 * screen through the fetch the server hands over and tries an address outside the API, answers with
 * what it got and one inline script its policy names, and varies on the Cookie header; an address it has
 * no page for (not a document request) is a 404.
 */
const COUNTING_HANDLER = `
globalThis.webAppCalls = (globalThis.webAppCalls ?? 0);
export async function handleRequest(request, context) {
  const url = new URL(request.url);
  if (!(request.headers.get('accept') ?? '').includes('text/html') && url.pathname !== '/index.html')
    return new Response(null, { status: 404 });
  globalThis.webAppCalls += 1;
  const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'appID=2008&channelID=0' };
  const home = await (await context.fetch(new Request(url.origin + '/portal/web/home', form))).json();
  const outside = await context
    .fetch(new Request(url.origin + '/server/handle-request.js'))
    .then(() => 'fetched', () => 'refused');
  const titles = (home.data.banners ?? []).map((b) => b.title.replace(/</g, '&lt;')).join('|');
  const html = '<!doctype html><script>${PRE_PAINT}</script><div id="root" data-url="' + url.pathname + '" data-cookie="' + (request.headers.get('cookie') ?? '') + '">'
    + 'outside ' + outside + ', ' + titles + '</div>' + 'x'.repeat(4000);
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Cookie',
      'content-security-policy': context.contentSecurityPolicy([${JSON.stringify(hashOf(PRE_PAINT))}]),
    },
  });
}`;
const calls = () => (globalThis as { webAppCalls?: number }).webAppCalls ?? 0;

describe("the web app's pages, answered by its own request handler", () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await fakeWebBuild(
      { 'index.html': '<!doctype html>', 'assets/a-1.js': 'export {};' },
      COUNTING_HANDLER,
    );
    t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
    // A banner an operator typed carelessly (or maliciously), placed first.
    await t.app.db
      .insertInto('banners')
      .values({ position: 'home', title: EVIL, image: '/files/b.png', link: '/games', sort: -1 })
      .execute();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('hands a page request to the handler, its calls going through the API as a guest and nowhere else', async () => {
    const res = await page(t, '/square?tab=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('data-url="/square"');
    expect(res.body).toContain('outside refused, &lt;/script>&lt;script>alert(1)&lt;/script>&lt;!--');
    // The shell's own address too, whatever it accepts (the service worker precaches it).
    const shell = await t.app.inject({ method: 'GET', url: '/index.html', headers: { accept: '*/*' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"');
  });

  it('answers what the handler has no page for, and every API path, as an unknown address', async () => {
    for (const [url, accept] of [
      ['/api/v1/unknown', 'text/html'],
      ['/portal/nothing', 'text/html'],
      ['/missing.png', 'image/png'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(404);
    }
    // The handler is the server's to run, not a file to hand out.
    const file = await t.app.inject({ method: 'GET', url: '/server/handle-request.js' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('handleRequest');
    // The build's other files are served as they are.
    const asset = await t.app.inject({ method: 'GET', url: '/assets/a-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('allows the inline scripts the handler names by their hashes, and no other, on its pages only', async () => {
    const res = await page(t, '/profile');
    expect(scriptSrc(res.headers['content-security-policy'])).toBe(`script-src 'self' ${hashOf(PRE_PAINT)}`);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/square/tag/list' });
    expect(scriptSrc(api.headers['content-security-policy'])).toBe("script-src 'self'");
  });

  it('keeps a page a few seconds per address and per Cookie (its Vary), and renders it again after a change', async () => {
    const url = `/games?k=${randomBytes(4).toString('hex')}`;
    const before = calls();
    await page(t, url);
    await page(t, url, { 'accept-encoding': 'gzip' });
    expect(calls() - before).toBe(1);
    const other = await page(t, url, { cookie: 'portal_notice_off=1' });
    expect(other.body).toContain('data-cookie="portal_notice_off=1"');
    expect(calls() - before).toBe(2);
    // Concurrent requests share one render.
    await Promise.all([page(t, url), page(t, url), page(t, url)]);
    expect(calls() - before).toBe(2);
    // An operator's change shows on the next page load.
    const admin = await operatorSession(t.app, 'admin');
    const created = await adminCall(t.app, 'POST', '/v1/admin/banners', admin.token, {
      body: { position: 'home', title: '新横幅', image: '/files/x.png', link: '/games', sort: -2 },
    });
    expect(created.body.code).toBe(0);
    await expect
      .poll(async () => (await page(t, url)).body, { timeout: 2_000, interval: 100 })
      .toContain('新横幅');
  });

  it('keeps the page compressed (br and gzip) beside it and sends the form asked for', async () => {
    const get = (acceptEncoding?: string) =>
      page(t, '/animate', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const before = calls();
    const br = await get('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/cookie/i);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('text/html');
    expect(br.headers['cache-control']).toBe('no-cache');
    // Compressed once, when kept, not again on the way out.
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await get('br, gzip');
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await get('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await get('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    expect(calls()).toBe(before);
  });
});

describe('the encoding a page is sent in', () => {
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

describe('a build whose request handler does not load', () => {
  it('serves no page, and says why in the log', async () => {
    const lines: string[] = [];
    const dist = await fakeWebBuild({ 'index.html': '<!doctype html>' }, 'export const broken = ;');
    const t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist }, logLines: lines });
    try {
      const res = await page(t, '/');
      expect(res.statusCode).toBe(404);
      expect(lines.join('\n')).toContain('request handler that does not load');
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

// The real web build's handler (built by `pnpm --filter @portal/web build`, which scripts/test.sh runs
// before the server's tests): what it renders for the server, with the server's data.
const webBuild = path.resolve(import.meta.dirname, '../../web/dist');
const built = fs.existsSync(path.join(webBuild, 'server', 'handle-request.js'));
if (!built) console.warn(`web build not found at ${webBuild}: its server rendering is not checked here`);

describe.skipIf(!built)("the web build's server rendering, on this server", () => {
  let t: TestApp;
  const cookie = 'portal_notice_off';
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/\bsrc=/.test(m[1] ?? '') && (m[2] ?? '').trim() !== '')
      .map((m) => m[2] ?? '');

  beforeAll(async () => {
    t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: webBuild } });
    // An announcement an operator typed carelessly (or maliciously).
    await publishAnnouncement(t.app.db, {
      posType: 1,
      title: `版本更新${EVIL}`,
      content: '<p>新版本上线</p><img src=x onerror="alert(2)">',
      createdAt: new Date().toISOString(),
    });
    await seedGames(t.app.db, { files: t.app.files, art: await seedArtFor(t.app) });
  });
  afterAll(() => t?.close());

  it('renders a tab with the popup, its pre-paint script and the hydration data, each allowed by its hash', async () => {
    const res = await page(t, '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-prerendered="screen"');
    expect(res.body).toContain('window.__staticRouterHydrationData = JSON.parse(');
    expect(res.body).toMatch(/<dialog[^>]*data-popup/);
    expect(res.body).toContain('rel="modulepreload-after-paint"');
    // The operator's text stays text: no script of its own, and the body sanitized on the server.
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('onerror');
    const scripts = inlineScripts(res.body);
    expect(scripts.some((s) => s.includes('showModal()'))).toBe(true);
    const allowed = scriptSrc(res.headers['content-security-policy'])?.split(' ').slice(2) ?? [];
    expect(allowed.toSorted()).toEqual([...new Set(scripts.map(hashOf))].toSorted());
    expect(String(res.headers.vary)).toMatch(/cookie/i);
  });

  it("leaves the popup out when the visitor's cookie says it was dismissed today (China's day), only then", async () => {
    const dismissed = await page(t, '/', { cookie: `theme=light; ${cookie}=${Date.now() - 1000}` });
    expect(dismissed.body).toContain('data-prerendered="screen"');
    expect(dismissed.body).not.toMatch(/<dialog[^>]*data-popup/);
    expect(inlineScripts(dismissed.body).some((s) => s.includes('showModal()'))).toBe(false);
    for (const value of [String(Date.now() - 2 * 86_400_000), 'soon', '', `${Date.now() + 86_400_000}`]) {
      const res = await page(t, '/', { cookie: `${cookie}=${value}` });
      expect(res.body, value).toMatch(/<dialog[^>]*data-popup/);
    }
  });

  it("renders a game's page for the id in the address and preloads its first screenshot; other ids get the shell", async () => {
    const list = await portalPost<{ records: { appID: number }[] }>(t.app, '/web/game/list', {
      currentPage: 1,
      pageSize: 1,
    });
    const id = list.body.data.records[0]?.appID;
    const detail = await portalPost<{ screenshots: { url: string }[] }>(t.app, '/web/game/detail', {
      appID: id,
    });
    const shot = detail.body.data.screenshots[0]?.url ?? '';
    expect(shot).not.toBe('');
    const res = await page(t, `/detail/${id}`);
    expect(res.body).toContain('data-prerendered="screen"');
    // The screenshot's preload names the copies its <img> asks for (srcset by density), not the upload.
    const preload = res.body.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    expect(preload).toContain(`href="${shot}" imagesrcset="${shot}?w=`);
    expect(preload).toContain('fetchpriority="high"');
    expect(res.body).toContain(`srcSet="${preload.match(/imagesrcset="([^"]*)"/)?.[1]}"`);
    for (const url of ['/detail/99999', '/detail/a.b', `/detail/${'9'.repeat(65)}`, '/detail/%3Aid']) {
      const shell = await page(t, url);
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body, url).toContain('data-prerendered="shell"');
      expect(shell.body, url).not.toContain('__staticRouterHydrationData');
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
    dist = await fakeWebBuild({ 'index.html': '<!doctype html>' }, COUNTING_HANDLER);
    const env = { WEB_DIST: dist, DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: prefix };
    a = await startTestApp({ db: 'sqlite', env });
    b = await startTestApp({ db: 'sqlite', env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dropRedisPrefix(prefix);
    await database?.drop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("a banner an operator adds on one instance is in the other's next page", async () => {
    const home = async () => (await page(a, '/')).body;
    expect(await home()).not.toContain('跨实例新公告图');
    // Instance A keeps its page for a few seconds; the change comes through B.
    const admin = await operatorSession(b.app, 'admin');
    const created = await adminCall(b.app, 'POST', '/v1/admin/banners', admin.token, {
      body: { position: 'home', title: '跨实例新公告图', image: '/files/x.png', link: '/games', sort: -1 },
    });
    expect(created.body.code).toBe(0);
    await expect.poll(home, { timeout: 2_000, interval: 100 }).toContain('跨实例新公告图');
  });
});
