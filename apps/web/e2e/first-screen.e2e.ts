import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, MOBILE, openPage, registerUser, signInThroughUi, waitForLayout } from './browser';
import { seedIds } from './fixtures';

let browser: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Every API call the page sends (method and path), with the session token it carried. */
function recordCalls(page: Page): { call: string; token: string }[] {
  const calls: { call: string; token: string }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!/^\/(api|portal)\//.test(url.pathname)) return;
    calls.push({ call: `${r.method()} ${url.pathname}`, token: r.headers()['ug-token'] ?? '' });
  });
  return calls;
}

/** What hydration reported it had to render again (entry.client.tsx's warning): none, if React adopted the HTML. */
function rerenders(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('server-rendered screen was rendered again')) seen.push(msg.text());
  });
  return seen;
}

/** Each tab's first screen: its address and the API calls its loader makes (none must leave the page). */
const tabs = [
  { path: '/', calls: ['POST /portal/web/home'] },
  { path: '/square', calls: ['GET /api/v1/square/post/list', 'GET /api/v1/square/tag/list'] },
  { path: '/animate', calls: ['POST /portal/web/book/home', 'POST /portal/web/book/list'] },
  { path: '/games', calls: ['POST /portal/web/game/types', 'POST /portal/web/game/list'] },
];

describe('first screens rendered by the server (React Router framework mode)', () => {
  for (const tab of tabs) {
    it(`${tab.path}: a guest's screen comes rendered, is hydrated without a skeleton, and asks the network for none of its data`, async () => {
      const { page, context, errors } = await openPage(browser, MOBILE);
      const calls = recordCalls(page);
      const rerendered = rerenders(page);
      await page.addInitScript(() => {
        // Marks the server's DOM before any script runs: hydration must adopt it, not replace it.
        document.addEventListener('DOMContentLoaded', () => {
          const view = document.querySelector('[data-view]');
          if (view) Object.assign(view, { fromServer: true });
        });
        // Counts skeletons shown at any moment: the screen must go from HTML to React without one.
        const seen = { skeletons: 0 };
        Object.assign(window, { firstScreenSeen: seen });
        new MutationObserver(() => {
          if (document.querySelector('[data-view] [role="progressbar"]')) seen.skeletons += 1;
        }).observe(document, { subtree: true, childList: true });
      });
      const html = (await (await page.goto(tab.path))?.text()) ?? '';
      // The screen itself, with its data, and the router's own hydration data.
      expect(html).toContain(`data-view="${tab.path}"`);
      expect(html).toContain('window.__reactRouterContext');
      expect(html).not.toMatch(/data-view="[^"]*"><div[^>]*role="progressbar"/);
      await waitForLayout(page);
      await page.waitForLoadState('networkidle');
      expect(calls.filter((c) => tab.calls.includes(c.call))).toEqual([]);
      expect(
        await page.evaluate(
          () => (window as unknown as { firstScreenSeen: { skeletons: number } }).firstScreenSeen.skeletons,
        ),
      ).toBe(0);
      expect(rerendered).toEqual([]);
      expect(
        await page
          .locator(`[data-view="${tab.path}"]`)
          .evaluate((view) => (view as HTMLElement & { fromServer?: boolean }).fromServer === true),
      ).toBe(true);
      await context.close();
      expect(errors).toEqual([]);
    });
  }

  it("hydrates the server's screen on a phone whose clock is days ahead (its times told as the server did)", async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    const rerendered = rerenders(page);
    await page.addInitScript(() => {
      const realNow = Date.now.bind(Date);
      Date.now = () => realNow() + 3 * 24 * 60 * 60 * 1000;
    });
    const html = (await (await page.goto('/'))?.text()) ?? '';
    expect(html).toMatch(/data-rendered-at="\d+"/);
    await waitForLayout(page);
    await page.waitForLoadState('networkidle');
    expect(rerendered).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("a game's page opened from a link comes rendered, with the game, and its calls stay in the page", async () => {
    const { paidGame } = await seedIds();
    const { page, context, errors } = await openPage(browser, MOBILE);
    const calls = recordCalls(page);
    const rerendered = rerenders(page);
    const html = (await (await page.goto(`/detail/${paidGame.appID}`))?.text()) ?? '';
    expect(html).toContain(`>${paidGame.name}</h`);
    await page.getByRole('heading', { name: paidGame.name }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(
      calls.filter((c) =>
        ['POST /portal/web/game/detail', 'POST /portal/web/game/detail/giftlist'].includes(c.call),
      ),
    ).toEqual([]);
    expect(rerendered).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("shows each tab's content without any JavaScript", async () => {
    const context = await browser.newContext({
      viewport: MOBILE,
      baseURL: baseURL(),
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/games');
    expect(await page.getByTestId('game-list').locator('li').count()).toBeGreaterThan(3);
    await page.goto('/square');
    expect(await page.getByTestId('post-content').count()).toBeGreaterThan(3);
    await page.goto('/animate');
    expect(await page.getByTestId('book-feed').locator('li').count()).toBeGreaterThan(3);
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: '主导航' }).getByRole('link').count()).toBe(5);
    await context.close();
  });

  it('a signed-in user gets their own answers from the network, not the guest ones in the HTML', async () => {
    const user = await registerUser();
    const { page, context } = await openPage(browser, MOBILE);
    await signInThroughUi(page, user.name, user.password);
    const calls = recordCalls(page);
    await page.goto('/games');
    await waitForLayout(page);
    await page.waitForLoadState('networkidle');
    for (const call of ['POST /portal/web/game/types', 'POST /portal/web/game/list']) {
      expect(calls.find((c) => c.call === call)?.token, call).toMatch(/^[\w-]{16,}$/);
    }
    await context.close();
  });

  it("a signed-in user opening a game's link gets the server's page made theirs, not drawn again", async () => {
    const { paidGame } = await seedIds();
    const user = await registerUser();
    const { page, context, errors } = await openPage(browser, MOBILE);
    await signInThroughUi(page, user.name, user.password);
    const rerendered = rerenders(page);
    const html = (await (await page.goto(`/detail/${paidGame.appID}`))?.text()) ?? '';
    // The server renders a guest's page: the session lives in the browser.
    expect(html).not.toContain('我的余额');
    await page.getByText('我的余额').waitFor();
    expect(await page.getByTestId('coin-balance').innerText()).toBe('0');
    expect(rerendered).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  });
});
