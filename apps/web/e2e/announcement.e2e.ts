import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, MOBILE, openPage, waitForLayout } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('announcement popup', () => {
  it('shows title, 发布时间 and content; closing without 今日不再显示 shows it again on the next visit', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    await page.goto('/');
    await waitForLayout(page);
    const popup = page.getByTestId('announcement');
    await popup.waitFor();
    expect(await popup.innerText()).toContain('发布时间');
    expect((await page.getByTestId('announcement-content').innerHTML()).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: '我知道了' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.reload();
    await popup.waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });

  it('with 今日不再显示 ticked it stays hidden for the rest of the day, on every screen', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    await page.goto('/games');
    await waitForLayout(page);
    await page.getByTestId('announcement').waitFor();
    await page.getByLabel('今日不再显示').check();
    await page.getByRole('button', { name: '关闭' }).click();
    await page.getByTestId('announcement').waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('not-show'));
    expect(Number(stored)).toBeGreaterThan(Date.now() - 60_000);
    for (const path of ['/', '/faq']) {
      await page.goto(path);
      await waitForLayout(page);
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('announcement').count()).toBe(0);
    }
    await context.close();
  });

  it("comes with a tab's HTML, closes before any JavaScript runs, and is left out of the HTML once dismissed today", async () => {
    // The server's page alone: the popup is painted with it and its buttons work without the app.
    const bare = await browser.newContext({ viewport: MOBILE, baseURL: baseURL(), javaScriptEnabled: false });
    const still = await bare.newPage();
    await still.goto('/square');
    const served = still.locator('dialog[data-popup]');
    expect(await served.getAttribute('open')).toBe('');
    expect(await served.getByRole('heading').innerText()).not.toBe('');
    await still.getByRole('button', { name: '我知道了' }).click();
    expect(await served.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    await bare.close();

    // With the app: it is a modal (the page behind is inert); '今日不再显示' reaches the server too.
    const { page, context, errors } = await openPage(browser, MOBILE);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/square');
    const popup = page.locator('dialog[data-popup]');
    expect(await popup.evaluate((d) => d.matches(':modal'))).toBe(true);
    // Hydrated with the body as the server sanitized it: the browser's sanitizer is never fetched.
    expect(await popup.getByTestId('announcement-content').innerText()).not.toBe('');
    expect(fetched.filter((p) => /\/safe-html-/.test(p))).toEqual([]);
    await page.getByLabel('今日不再显示').check();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    const html = await (await page.request.get('/games', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('data-layout="tabbed"');
    expect(html).not.toContain('<dialog');
    await page.goto('/games');
    await page.waitForLoadState('networkidle');
    expect(await popup.count()).toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("is the page's modal from its first paint, before the app has started", async () => {
    // The app's scripts never arrive: only the page's own inline script runs.
    const context = await browser.newContext({
      viewport: MOBILE,
      baseURL: baseURL(),
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/.test(m.text())) refused.push(m.text());
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/games');
    const popup = page.locator('dialog[data-popup]');
    expect(await popup.evaluate((d) => d.matches(':modal'))).toBe(true);
    // Focus on the card, not on '今日不再显示' (a ring there at page load reads as a choice made).
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-popup-card'))).toBe(true);
    // Escape closes it (a dialog that is open but not modal ignores Escape).
    await page.keyboard.press('Escape');
    expect(await popup.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    await context.close();
    expect(refused).toEqual([]);
  });

  it('strips scripts and event handlers from the HTML even if the server let them through', async () => {
    // The real server sanitizes announcements too; this answer is replaced to prove the client's own defence.
    const { page, context } = await openPage(browser, MOBILE);
    await page.route('**/portal/web/announcement', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 0,
          msg: 'ok',
          data: {
            id: 1,
            title: '测试公告',
            createTime: '2026-11-21T08:00:00.000Z',
            content:
              '<p>正文<b>加粗</b></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
          },
        }),
      }),
    );
    // A page without a first screen in its HTML: the tabs get the announcement with the HTML instead.
    await page.goto('/faq');
    await page.getByTestId('announcement').waitFor();
    const body = page.getByTestId('announcement-content');
    expect(await body.locator('b').innerText()).toBe('加粗');
    expect(await body.locator('script').count()).toBe(0);
    expect(await body.locator('[onerror]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await context.close();
  });
});
