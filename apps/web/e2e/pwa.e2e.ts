// The installable app (manifest + service worker), offline reading and the update prompt, on a server
// of its own serving a copy of the build: the update test rewrites that copy's sw.js as a deploy would.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { go, loginAs, openAt, registerOn } from './account-server';
import { dismissAnnouncement, toastSaying, waitForAppOnLoad } from './browser';
import { ownServerSuite } from './own-server-suite';
import { dist } from './spawn-server';

let copy = '';
const own = ownServerSuite(undefined, () => {
  copy = mkdtempSync(path.join(tmpdir(), 'portal-pwa-dist-'));
  cpSync(dist, copy, { recursive: true });
  return copy;
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const post = async <T>(pathname: string, body: Record<string, string | number> = {}): Promise<T> => {
  const form = new URLSearchParams({ appID: '2008', channelID: '0' });
  for (const [k, v] of Object.entries(body)) form.set(k, String(v));
  const res = await fetch(`${own.server.url}/portal${pathname}`, { method: 'POST', body: form });
  return ((await res.json()) as { data: T }).data;
};

/** Serious and critical axe findings (WCAG 2.1 A/AA, best practices) inside `include`. */
async function seriousFindings(page: Page, include: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .include(include)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
}

/** A page controlled by an activated service worker (registered by the app after load). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

/** A page whose service worker is installed and in control, the page loaded once through it. */
async function warmPage(page: Page, at = '/'): Promise<void> {
  await go(page, at);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await controlled(page);
  await page.reload();
  await dismissAnnouncement(page);
}

describe('the installable app', () => {
  it('meets the install criteria: manifest, icons and a service worker in control', async () => {
    const { page, close, errors } = await openAt(own.browser, own.server.url, { serviceWorkers: 'allow' });
    await go(page, '/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await controlled(page);

    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito ones, where Chromium never offers to install: that one is the
    // browser's, not the app's. Every criterion of the app's own (manifest, icons, worker) is met.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(manifestErrors).toEqual([]);
    const manifest = (await (await fetch(`${own.server.url}/manifest.webmanifest`)).json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'X钻乐园', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const sw = await fetch(`${own.server.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    // Never the year-long cache of /assets/: a deploy must reach the browser's update check.
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    await close();
    expect(errors).toEqual([]);
  });

  it('reloads / offline from the cache, with the offline banner, and shows a cached tab', async () => {
    const { page, context, close, errors } = await openAt(own.browser, own.server.url, {
      serviceWorkers: 'allow',
    });
    await warmPage(page);
    // The square, visited once online: its list answers are kept.
    await page.getByTestId('tab-bar').getByRole('link', { name: '广场' }).click();
    await page.waitForURL((u) => u.pathname === '/square');
    const firstPost = page.locator('[data-testid="post-card"]').first();
    await firstPost.waitFor({ timeout: 15_000 }).catch(() => undefined);
    const posts = await page.locator('[data-testid="post-card"]').count();
    await page.getByTestId('tab-bar').getByRole('link', { name: '首页' }).click();
    await page.waitForURL((u) => u.pathname === '/');

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: '网络不可用' }).waitFor();
    await page.screenshot({ path: path.join(tmpdir(), 'pwa-offline-home.png') });
    // The kept page is the one the server rendered with today's announcement, as online.
    await dismissAnnouncement(page);
    expect(await seriousFindings(page, '[data-offline-banner]')).toEqual([]);
    // The home screen is the last one the server rendered: its banner and game lists are there.
    expect(await page.locator('[data-layout]').count()).toBe(1);
    expect(await page.locator('main img').count()).toBeGreaterThan(0);
    await page.getByTestId('tab-bar').getByRole('link', { name: '广场' }).click();
    await page.waitForURL((u) => u.pathname === '/square');
    if (posts > 0) await firstPost.waitFor({ timeout: 15_000 });
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: '网络不可用' }).waitFor({ state: 'detached' });
    await close();
    // Offline, the calls the worker does not keep (the announcement, the session) fail as they should.
    expect(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/.test(e))).toEqual([]);
  });

  it('never brings back, from a kept page, the announcement dismissed with 今日不再显示', async () => {
    const { page, close } = await openAt(own.browser, own.server.url, { serviceWorkers: 'allow' });
    await go(page, '/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await controlled(page);
    // Kept with the announcement in it, as the server rendered it for this visitor.
    await page.reload();
    const popup = page.locator('dialog[data-popup]');
    await popup.waitFor();
    await page.getByLabel('今日不再显示').check();
    await page.getByRole('button', { name: '我知道了' }).click();
    await popup.waitFor({ state: 'detached' });
    // The worker keeps pages per value of the choice's cookie: the next page comes without it.
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response?.text()).not.toContain('data-popup');
    expect(await page.locator('dialog[data-popup]').count()).toBe(0);
    await close();
  });

  it('reads offline a chapter read before and one saved with 离线阅读, every page', async () => {
    const home = await post<{ ranking: { id: number }[] }>('/web/book/home');
    const bookId = home.ranking[0]?.id ?? 0;
    const chapters = await post<{ id: number; locked?: boolean }[]>('/web/book/chapters', {
      bookId,
      order: 'asc',
    });
    const [read, , saved] = chapters.filter((c) => !c.locked);
    if (!read || !saved) throw new Error('the seed has too few free chapters');
    const { page, context, close } = await openAt(own.browser, own.server.url, { serviceWorkers: 'allow' });
    await warmPage(page);

    await go(page, `/readbook/${bookId}/${read.id}`);
    await page.locator('[data-reader-page] img').first().waitFor();
    // The chapter's remaining pages are fetched a few seconds after it opens.
    const pictures = async (chapterId: number) =>
      (await post<{ pages: { url: string }[] }>('/web/book/chapter', { bookId, chapterId })).pages.map(
        (p) => p.url,
      );
    const readPictures = await pictures(read.id);
    const cachedCount = (urls: string[]) =>
      page.evaluate(
        async (list) => (await Promise.all(list.map((u) => caches.match(u)))).filter(Boolean).length,
        urls,
      );
    await expect.poll(() => cachedCount(readPictures), { timeout: 20_000 }).toBe(readPictures.length);

    await go(page, `/bookmenu/${bookId}`);
    await page.getByTestId('offline-save').click();
    await toastSaying(page, /可离线阅读/).waitFor({ timeout: 60_000 });
    await page.locator(`[data-chapter-id="${saved.id}"]`).getByText('可离线').waitFor();

    await context.setOffline(true);
    for (const chapterId of [read.id, saved.id]) {
      await page.goto(`/readbook/${bookId}/${chapterId}`);
      await page.locator('[data-reader-page] img').first().waitFor();
      // Every page, as the reader's <img> asks for it (through the worker), not only those on screen.
      const urls = await pictures(chapterId);
      const loaded = await page.evaluate(
        (list) =>
          Promise.all(
            list.map(
              (u) =>
                new Promise<boolean>((done) => {
                  const img = new Image();
                  img.onload = () => done(img.naturalWidth > 0);
                  img.onerror = () => done(false);
                  img.src = u;
                }),
            ),
          ),
        urls,
      );
      expect(loaded.filter(Boolean).length).toBe(urls.length);
    }
    await page.screenshot({ path: path.join(tmpdir(), 'pwa-offline-chapter.png') });
    await context.setOffline(false);
    await close();
  });

  it('says 网络不可用 for a write offline, queues nothing and changes nothing', async () => {
    const user = await registerOn(own.server.url);
    const { page, context, close } = await openAt(own.browser, own.server.url, { serviceWorkers: 'allow' });
    await loginAs(page, user);
    await go(page, '/checkin');
    await page.getByRole('button', { name: '立即签到' }).waitFor();
    await controlled(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: '立即签到' }).click();
    await toastSaying(page, /网络不可用/).waitFor();
    await page.screenshot({ path: path.join(tmpdir(), 'pwa-offline-write.png') });
    await context.setOffline(false);
    // Back online nothing was sent behind the user's back: still not checked in today.
    await page.waitForTimeout(1500);
    await go(page, '/checkin');
    await page.getByRole('button', { name: '立即签到' }).waitFor();
    expect(await page.getByTestId('checkin-streak').innerText()).toContain('0');
    await close();
  });

  it('offers 有新版本 after a deploy; 刷新 lets the new worker take over and reloads', async () => {
    const { page, context, close } = await openAt(own.browser, own.server.url, { serviceWorkers: 'allow' });
    await warmPage(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    // A second tab of the same build, left open through the update and never reloaded.
    const oldTab = await context.newPage();
    waitForAppOnLoad(oldTab);
    const missing: string[] = [];
    oldTab.on('response', (r) => r.status() >= 400 && missing.push(`${r.status()} ${r.url()}`));
    await oldTab.goto('/');
    await dismissAnnouncement(oldTab);

    // A rebuild changes the precache list: index.html's revision stands for it here, and the games
    // tab's chunk is one the new build no longer has (its code changed, so did its name).
    const swFile = path.join(copy, 'sw.js');
    const source = readFileSync(swFile, 'utf8');
    const rebuilt = source
      .replace(/("revision":")[^"]+(","url":"index\.html")/, '$1rebuilt$2')
      .replace(/\{"revision":null,"url":"assets\/games-page-[\w-]+\.js"\},/, '');
    expect(rebuilt.length).toBeLessThan(source.length);
    expect(rebuilt).not.toContain('assets/games-page-');
    writeFileSync(swFile, rebuilt);
    rmSync(`${swFile}.br`, { force: true });
    rmSync(`${swFile}.gz`, { force: true });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.locator('[data-update-prompt]');
    await prompt.getByText('有新版本').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(tmpdir(), 'pwa-update-prompt.png') });
    expect(await seriousFindings(page, '[data-update-prompt]')).toEqual([]);
    // Until 刷新, this page keeps its build: the old worker still controls it.
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: '刷新' }).click()]);
    await page.waitForFunction(() => !(window as { beforeUpdate?: boolean }).beforeUpdate);
    await controlled(page);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, url: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(after).toEqual({ waiting: null, url: before });
    expect(await prompt.count()).toBe(0);
    // The previous build's precache stays beside the new one for tabs not yet reloaded.
    const precaches = await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('xzl-precache-')),
    );
    expect(precaches.length).toBe(2);

    // The deploy removed the old chunk from the server: the old tab still opens the games tab, from
    // its own build's precache, and never asks for the new build's chunks.
    for (const file of readdirSync(path.join(copy, 'assets')).filter((f) => f.startsWith('games-page-')))
      rmSync(path.join(copy, 'assets', file));
    await oldTab.getByTestId('tab-bar').getByRole('link', { name: '游戏' }).click();
    await oldTab.waitForURL((u) => u.pathname === '/games');
    await oldTab.getByTestId('game-list').waitFor({ timeout: 15_000 });
    expect(missing).toEqual([]);
    await close();
  });
});
