import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, dismissAnnouncement, holdBack, launch, MOBILE, openPage, waitForLayout } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const rootFontSize = (page: import('playwright-core').Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
const frameWidth = (page: import('playwright-core').Page) =>
  page.evaluate(
    () => document.querySelector('[data-testid="app-frame"]')?.getBoundingClientRect().width ?? 0,
  );

describe('navigation', () => {
  it('shows a bar along the top while the next page is on its way, and nothing once it is there', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    // A slow network: the FAQ page's code takes a second and a half to arrive.
    await holdBack(page, '**/assets/faq-page-*.js');
    await page.goto('/profile');
    await waitForLayout(page);
    await dismissAnnouncement(page);
    const bar = page.getByRole('progressbar', { name: '页面加载中' });
    expect(await bar.count()).toBe(0);
    await page.getByRole('link', { name: /常见问题/ }).click();
    await bar.waitFor();
    // Past its 150 ms wait it has grown from nothing.
    await expect.poll(() => bar.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(20);
    await page.waitForURL((u) => u.pathname === '/faq');
    await bar.waitFor({ state: 'detached' });
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe('tab bar', () => {
  it('has the five tabs in order and switches views', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    await page.goto('/');
    await waitForLayout(page);
    await dismissAnnouncement(page);
    const labels = await page.locator('[data-testid="tab-bar"] a').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual(['首页', '广场', '漫画', '游戏', '我的']);
    for (const [label, path] of [
      ['广场', '/square'],
      ['漫画', '/animate'],
      ['游戏', '/games'],
      ['我的', '/profile'],
      ['首页', '/'],
    ] as const) {
      await page.locator('[data-testid="tab-bar"]').getByRole('link', { name: label }).click();
      await page.waitForURL((u) => u.pathname === path);
    }
    // Tab targets are at least 44px tall.
    const box = await page.locator('[data-testid="tab-bar"] a').first().boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await context.close();
    expect(errors).toEqual([]);
  });

  // Home is all one answer (a refetch on showing it again would collapse it to a skeleton); comics is a
  // carousel over an endless list.
  for (const [path, label] of [
    ['/', '首页'],
    ['/animate', '漫画'],
  ] as const) {
    it(`keeps the scroll position of ${path} across tab switches`, async () => {
      const { page, context } = await openPage(browser, MOBILE);
      await page.goto(path);
      await waitForLayout(page);
      await dismissAnnouncement(page);
      const view = page.locator(`[data-view="${path}"]`);
      await page.waitForLoadState('networkidle');
      // Scroll the real content; only when today's content is too short, give the view room to scroll
      // (a spacer would also hide a view that collapses to a skeleton when shown again).
      await view.evaluate((el) => {
        if (el.scrollHeight - el.clientHeight < 400) {
          const spacer = document.createElement('div');
          spacer.style.height = '3000px';
          el.firstElementChild?.append(spacer);
        }
        el.scrollTop = 400;
      });
      const before = await view.evaluate((el) => el.scrollTop);
      expect(before).toBeGreaterThan(100);
      await page.locator('[data-testid="tab-bar"]').getByRole('link', { name: '游戏' }).click();
      await page.waitForURL((u) => u.pathname === '/games');
      await page.locator('[data-view="/games"]').waitFor();
      await page.locator('[data-testid="tab-bar"]').getByRole('link', { name: label }).click();
      await page.waitForURL((u) => u.pathname === path);
      // Restored to where it was; scroll anchoring may nudge it if content above finished loading meanwhile.
      await expect
        .poll(async () => {
          const top = await view.evaluate((el) => el.scrollTop);
          return top > 0 && Math.abs(top - before) < 100;
        })
        .toBe(true);
      await context.close();
    });
  }

  it('fits the tabbed layout to the window height on resize', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    await page.goto('/');
    await waitForLayout(page);
    const height = () =>
      page.evaluate(() => document.querySelector('[data-layout="tabbed"]')?.getBoundingClientRect().height);
    expect(await height()).toBe(812);
    await page.setViewportSize({ width: 375, height: 640 });
    await expect.poll(height).toBe(640);
    await context.close();
  });
});

describe('responsive frame', () => {
  it('fills a phone and scales the root font with it', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await waitForLayout(page);
    expect(await frameWidth(page)).toBe(375);
    expect(await rootFontSize(page)).toBe(16);
    await page.setViewportSize({ width: 414, height: 812 });
    await expect.poll(() => rootFontSize(page)).toBeCloseTo(16 * (414 / 375), 2);
    expect(await page.locator('[data-testid="parallax"]').count()).toBe(0);
    // The desktop's decoration is not even downloaded.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('desktop-decor'))).toEqual([]);
    await context.close();
  });

  it('fills a tablet with the scale capped at 2', async () => {
    const { page, context } = await openPage(browser, { width: 1024, height: 768 }, { isMobile: false });
    await page.goto('/');
    await waitForLayout(page);
    expect(await frameWidth(page)).toBe(1024);
    expect(await rootFontSize(page)).toBe(32);
    await context.close();
  });

  it('caps the frame at 520px on desktop, with the parallax backdrop following the mouse', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto('/');
    await waitForLayout(page);
    expect(await frameWidth(page)).toBe(520);
    expect(await rootFontSize(page)).toBeCloseTo(16 * (520 / 375), 2);
    const parallax = page.locator('[data-testid="parallax"]');
    await parallax.waitFor(); // its own chunk, loaded on a desktop only
    // Offset = -(pointer / window - 0.5) * 0.3 * 50: a quarter of the way in from a corner moves 3.75px.
    await page.mouse.move(960, 600);
    await expect
      .poll(() => parallax.evaluate((el) => el.style.transform))
      .toContain('translate3d(-3.75px, -3.75px, 0px)');
    await page.mouse.move(320, 200);
    await expect
      .poll(() => parallax.evaluate((el) => el.style.transform))
      .toContain('translate3d(3.75px, 3.75px, 0px)');
    expect(await page.locator('[data-testid="side-panels"]').count()).toBe(0);
    await page.goto('/download');
    await waitForLayout(page);
    await page.locator('[data-testid="side-panels"]').waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe('header back button', () => {
  it('goes back in history, to back meta, or home when opened directly', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    await page.goto('/profile');
    await waitForLayout(page);
    await dismissAnnouncement(page);
    await page.getByRole('link', { name: '常见问题' }).click();
    await page.waitForURL((u) => u.pathname === '/faq');
    // faq has no back meta: one step back in history.
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((u) => u.pathname === '/profile');
    // task's back meta names home.
    await page.getByRole('link', { name: '任务中心' }).click();
    await page.waitForURL((u) => u.pathname === '/task');
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    // Opened directly with nothing to go back to: home, not off the site.
    await page.goto('/faq');
    await waitForLayout(page);
    await dismissAnnouncement(page);
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });
});
