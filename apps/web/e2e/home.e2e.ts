import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissAnnouncement, launch, MOBILE, openPage, portalCall, waitForLayout } from './browser';

interface Home {
  banners: { title: string; link: string }[];
  games: { appID: number; name: string }[];
  books: { id: number; title: string }[];
  posts: { id: number; content: string }[];
}

let browser: Browser;
let home: Home;
beforeAll(async () => {
  browser = await launch();
  home = (await portalCall<Home>('/web/home')).data;
});
afterAll(() => browser?.close());

// Each tab view is kept alive in the DOM; only the shown one counts.
const view = (page: Page) => page.locator('[data-view="/"]');

async function openHome(page: Page) {
  await page.goto('/');
  await waitForLayout(page);
  await dismissAnnouncement(page);
  await view(page).getByRole('region', { name: '首页轮播' }).waitFor();
}

describe('home tab', () => {
  it('shows banners, recommended games and books, and the latest posts, each leading on', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    await openHome(page);
    const banners = view(page).getByRole('region', { name: '首页轮播' });
    expect(await banners.locator('img').count()).toBe(home.banners.length);
    const text = await view(page).innerText();
    for (const g of home.games.slice(0, 8)) expect(text).toContain(g.name);
    for (const b of home.books) expect(text).toContain(b.title);
    const firstPost = home.posts[0];
    if (!firstPost) throw new Error('the seed has no posts');
    expect(text).toContain(firstPost.content.slice(0, 8));

    const game = home.games[0];
    if (!game) throw new Error('the seed has no games');
    await view(page).getByRole('link', { name: game.name }).first().click();
    await page.waitForURL((u) => u.pathname === `/detail/${game.appID}`);
    await page.goBack();
    const book = home.books[0];
    if (!book) throw new Error('the seed has no books');
    await view(page).getByRole('link', { name: book.title }).first().click();
    await page.waitForURL((u) => u.pathname === `/bookinfo/${book.id}`);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('the two floating images lead to welfare and task', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    await openHome(page);
    await view(page).getByRole('link', { name: '邀请好友' }).click();
    await page.waitForURL((u) => u.pathname === '/welfare');
    await page.goBack();
    await view(page).getByRole('link', { name: '做任务' }).click();
    await page.waitForURL((u) => u.pathname === '/task');
    await context.close();
  });
});
