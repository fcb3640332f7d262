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
    // The first banner comes with the page; the others are fetched once the carousel warms up, ahead
    // of their turn (@portal/ui/swipe).
    await expect.poll(() => banners.locator('img').count(), { timeout: 5000 }).toBe(home.banners.length);
    const text = (await view(page).textContent()) ?? '';
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

  it('banner dots are small but each has a 24 px target, and the banner stays tappable beside them', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    await openHome(page);
    const banners = view(page).getByRole('region', { name: '首页轮播' });
    const dots = banners.getByRole('button', { name: /^第\d+张$/ });
    expect(await dots.count()).toBe(home.banners.length);
    const boxes = await Promise.all((await dots.all()).map((d) => d.boundingBox()));
    for (const [i, box] of boxes.entries()) {
      if (!box) throw new Error(`dot ${i + 1} is not shown`);
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      const next = boxes[i + 1];
      if (next) expect(next.x - box.x).toBeGreaterThanOrEqual(24);
    }
    // The dot drawn inside stays small.
    const drawn = await dots.nth(1).locator('span').boundingBox();
    expect(drawn?.height).toBeLessThanOrEqual(8);

    // The row beside the dots is no target: a tap there lands on the banner link.
    const first = boxes[0];
    const area = await banners.boundingBox();
    if (!first || !area) throw new Error('the carousel is not shown');
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null,
      [area.x + 20, first.y + first.height / 2] as const,
    );
    // Autoplay may have moved on meanwhile: any banner's link will do.
    expect(home.banners.map((b) => b.link)).toContain(hit);

    await dots.nth(1).click();
    await expect.poll(() => dots.nth(1).getAttribute('aria-current')).toBe('true');
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

  it('the floating images tuck aside while the feed scrolls and leave its end uncovered', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    await openHome(page);
    const stack = view(page).getByTestId('floating-entries');
    const scroller = view(page);
    await expect.poll(() => stack.getAttribute('data-tucked')).toBe('false');

    // Keep scrolling for a while: they stay tucked, mostly off the right edge.
    for (let y = 100; y <= 500; y += 100) {
      await scroller.evaluate((el, top) => el.scrollTo({ top }), y);
      await page.waitForTimeout(100);
    }
    expect(await stack.getAttribute('data-tucked')).toBe('true');
    // Where they stand once the 300 ms slide has played (a loaded machine may start it late).
    const centre = async () => {
      const box = await stack.boundingBox();
      if (!box) throw new Error('the floating entries are not shown');
      return box.x + box.width / 2;
    };
    await expect.poll(centre, { timeout: 5000 }).toBeGreaterThan(MOBILE.width);

    // At rest at the very end, the last post sits clear above them.
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => stack.getAttribute('data-tucked'), { timeout: 5000 }).toBe('false');
    // Back in full view once the slide has played.
    const rightEdge = async () => {
      const box = await stack.boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    };
    await expect.poll(rightEdge, { timeout: 5000 }).toBeLessThanOrEqual(MOBILE.width);
    const rest = await stack.boundingBox();
    const lastPost = await view(page).locator('li a[href^="/post/"]').last().boundingBox();
    if (!rest || !lastPost) throw new Error('the feed or the floating entries are not shown');
    expect(rest.x + rest.width).toBeLessThanOrEqual(MOBILE.width);
    expect(lastPost.y + lastPost.height).toBeLessThanOrEqual(rest.y);
    await context.close();
    expect(errors).toEqual([]);
  });
});
