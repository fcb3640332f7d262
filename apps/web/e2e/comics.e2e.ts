import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissAnnouncement,
  launch,
  loginThroughUi,
  MOBILE,
  openPage,
  portalCall,
  registerUser,
  waitForLayout,
} from './browser';
import { type SeedIds, seedIds } from './fixtures';

interface Chapter {
  id: number;
  title: string;
  pageCount: number;
}
interface Pages {
  pages: { url: string; width: number; height: number }[];
}
interface BookLite {
  id: number;
  title: string;
  tags: string[];
}

// Registration waits out the server's per-minute limit, which can take a minute.
const SLOW = 150_000;

let browser: Browser;
let ids: SeedIds;
let bookTitle: string;
let chapters: Chapter[];
beforeAll(async () => {
  browser = await launch();
  ids = await seedIds();
  bookTitle = (await portalCall<{ title: string }>('/web/book/info', { bookId: ids.bookId })).data.title;
  chapters = (await portalCall<Chapter[]>('/web/book/chapters', { bookId: ids.bookId, order: 'asc' })).data;
});
afterAll(() => browser?.close());

/** Addresses (paths) of the images the browser asked for. */
function recordImageRequests(page: Page) {
  const seen = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'image') seen.add(new URL(r.url()).pathname);
  });
  return (urls: string[]) => urls.map((u) => seen.has(new URL(u, 'http://x').pathname));
}

/** Closes the announcement with '今日不再显示' ticked, so this user is not shown it again today. */
async function silenceAnnouncement(page: Page) {
  const button = page.getByRole('button', { name: '我知道了' });
  try {
    await button.waitFor({ timeout: 3000 });
  } catch {
    return;
  }
  await page.getByLabel('今日不再显示').check();
  await button.click();
  await button.waitFor({ state: 'detached' });
}

const pageBox = (page: Page, chapterId: number, index: number) =>
  page.locator(`[data-chapter="${chapterId}"][data-index="${index}"]`);

async function scrollToPage(page: Page, chapterId: number, index: number) {
  await pageBox(page, chapterId, index).evaluate((el) =>
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY),
  );
}

const topOf = (page: Page, chapterId: number, index: number) =>
  pageBox(page, chapterId, index).evaluate((el) => Math.round(el.getBoundingClientRect().top));

describe('comics', () => {
  it(
    'reads a chapter into the next, comes back to the same page, and finds it in history, menu and subscriptions',
    async () => {
      const [first, second] = chapters;
      if (!first || !second) throw new Error('the seed book needs two chapters');
      const pagesOf = async (chapterId: number) =>
        (await portalCall<Pages>('/web/book/chapter', { bookId: ids.bookId, chapterId })).data.pages.map(
          (p) => p,
        );
      const firstPages = await pagesOf(first.id);
      const secondUrls = (await pagesOf(second.id)).map((p) => p.url);
      const firstUrls = firstPages.map((p) => p.url);
      const user = await registerUser();
      const { page, context, errors } = await openPage(browser, MOBILE);
      const requested = recordImageRequests(page);
      await page.goto('/login');
      await waitForLayout(page);
      await dismissAnnouncement(page);
      await loginThroughUi(page, user.name, user.password);

      await page.goto(`/bookinfo/${ids.bookId}`);
      await waitForLayout(page);
      await silenceAnnouncement(page);
      await page.getByRole('link', { name: '开始阅读' }).click();
      await page.waitForURL((u) => u.pathname === `/readbook/${ids.bookId}/${first.id}`);
      await page.locator('img[alt="第1页"]').waitFor();
      expect(await page.locator('img[alt="第1页"]').getAttribute('fetchpriority')).toBe('high');

      // Every page box has its final height before its image is even asked for.
      const last = firstPages.length - 1;
      const box = await pageBox(page, first.id, last).boundingBox();
      const lastPage = firstPages[last];
      if (!box || !lastPage) throw new Error('no last page box');
      expect(Math.abs(box.height - (box.width * lastPage.height) / lastPage.width)).toBeLessThan(2);

      // On the first page: it and the next four are requested, nothing of the next chapter yet.
      await expect.poll(() => requested(firstUrls.slice(0, 5))).toEqual([true, true, true, true, true]);
      expect(requested(secondUrls)).not.toContain(true);

      // Past half of the chapter, the next chapter's first pages are fetched.
      await scrollToPage(page, first.id, Math.ceil(firstPages.length / 2));
      await expect.poll(() => requested(secondUrls.slice(0, 3))).toEqual([true, true, true]);

      // At the end the next chapter flows in under the first; the address follows.
      await scrollToPage(page, first.id, last);
      await pageBox(page, second.id, 2).waitFor({ state: 'attached' });
      await scrollToPage(page, second.id, 2);
      await page.waitForURL((u) => u.pathname === `/readbook/${ids.bookId}/${second.id}`);
      expect(await page.locator(`[data-chapter-section="${first.id}"]`).count()).toBe(1);
      await page.waitForTimeout(1200);

      // The book page was shown before this reading (开始阅读): from here on it must never offer that
      // again, not even for the moment it asks for the new spot.
      await page.evaluate(() => {
        const seen = document.documentElement;
        new MutationObserver(() => {
          const links = [...document.querySelectorAll('a')];
          if (links.some((a) => a.textContent?.includes('开始阅读'))) seen.dataset.sawOldSpot = 'true';
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      // Leave through the reader's own bar (a tap shows it) and continue from the book page.
      // A raw tap: a locator click would first scroll the pages element into view.
      await page.mouse.click(180, 400);
      await page.getByTestId('reader-top').getByRole('button', { name: '返回' }).click();
      await page.waitForURL((u) => u.pathname === `/bookinfo/${ids.bookId}`);
      const resume = page.getByRole('link', { name: /继续阅读/ });
      expect(await resume.innerText()).toContain(second.title);
      expect(await page.evaluate(() => document.documentElement.dataset.sawOldSpot)).toBeUndefined();
      await resume.click();
      await page.waitForURL((u) => u.pathname === `/readbook/${ids.bookId}/${second.id}`);
      await expect.poll(async () => Math.abs(await topOf(page, second.id, 2))).toBeLessThan(3);
      // The page it reopens on is the one fetched first.
      expect(await pageBox(page, second.id, 2).locator('img').getAttribute('fetchpriority')).toBe('high');

      await page.goto('/readhistory');
      await waitForLayout(page);
      const history = page.getByTestId('history-list');
      await history.waitFor();
      expect(await history.innerText()).toContain(bookTitle);
      expect(await history.innerText()).toContain(`读到 ${second.title} 第3页`);

      await page.goto(`/bookmenu/${ids.bookId}`);
      await waitForLayout(page);
      const marked = page.locator('[data-testid="chapter-list"] [aria-current="true"]');
      await expect.poll(() => marked.innerText().catch(() => '')).toContain(second.title);
      await page.getByRole('button', { name: /正序/ }).click();
      await expect
        .poll(() => page.getByTestId('chapter-list').locator('li').first().innerText())
        .toContain(chapters.at(-1)?.title ?? '');

      await page.goto(`/bookinfo/${ids.bookId}`);
      await waitForLayout(page);
      await page.getByRole('button', { name: '+ 订阅' }).click();
      await page.getByRole('button', { name: '已订阅' }).waitFor();
      await page.goto('/subscriblist');
      await waitForLayout(page);
      await page.getByTestId('subscription-list').waitFor();
      expect(await page.getByTestId('subscription-list').innerText()).toContain(bookTitle);
      await context.close();
      expect(errors).toEqual([]);
    },
    SLOW,
  );

  it('a guest gets the reading spot back on the same device, and is asked to log in to subscribe', async () => {
    const [first] = chapters;
    if (!first) throw new Error('no chapter');
    const { page, context } = await openPage(browser, MOBILE);
    await page.goto(`/readbook/${ids.bookId}/${first.id}`);
    await waitForLayout(page);
    await silenceAnnouncement(page);
    await pageBox(page, first.id, 3).waitFor();
    await page.waitForTimeout(500);
    await scrollToPage(page, first.id, 3);
    await page.waitForTimeout(1200);
    await page.goto(`/bookinfo/${ids.bookId}`);
    await waitForLayout(page);
    await page.getByRole('link', { name: /继续阅读/ }).click();
    await expect.poll(async () => Math.abs(await topOf(page, first.id, 3))).toBeLessThan(3);

    // 下一话 / 上一话 in the bottom bar (a tap shows it) open the neighbouring chapters at their top.
    const [, second] = chapters;
    if (!second) throw new Error('no second chapter');
    await page.mouse.click(180, 400);
    const bottom = page.getByTestId('reader-bottom');
    await bottom.getByRole('button', { name: '下一话' }).click();
    await page.waitForURL((u) => u.pathname === `/readbook/${ids.bookId}/${second.id}`);
    await expect.poll(async () => Math.abs(await topOf(page, second.id, 0))).toBeLessThan(3);
    await page.mouse.click(180, 400);
    await page.mouse.click(180, 400);
    await bottom.getByRole('button', { name: '上一话' }).click();
    await page.waitForURL((u) => u.pathname === `/readbook/${ids.bookId}/${first.id}`);
    await expect.poll(async () => Math.abs(await topOf(page, first.id, 0))).toBeLessThan(3);
    await page.goto(`/bookinfo/${ids.bookId}`);
    await waitForLayout(page);
    await page.getByRole('button', { name: '+ 订阅' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await context.close();
  });

  it('the comics tab shows the featured carousel, filters by tag and switches ranking / updates', async () => {
    const home = await portalCall<{ tags: string[]; featured: BookLite[] }>('/web/book/home');
    const tag = home.data.tags[0];
    if (!tag) throw new Error('no tag');
    const tagged = await portalCall<{ records: BookLite[] }>('/web/book/list', { tag, pageSize: 100 });
    const updated = await portalCall<{ records: BookLite[] }>('/web/book/list', {
      order: 'update',
      pageSize: 100,
    });
    const { page, context, errors } = await openPage(browser, MOBILE);
    await page.goto('/animate');
    await waitForLayout(page);
    await silenceAnnouncement(page);
    const carousel = page.getByRole('region', { name: '精选推荐' });
    await carousel.waitFor();
    expect(await carousel.innerText()).toContain(home.data.featured[0]?.title ?? '?');

    const titles = () => page.locator('[data-testid="book-feed"]:visible h3').allTextContents();
    await page.getByRole('button', { name: tag, exact: true }).click();
    await expect
      .poll(async () => (await titles()).sort())
      .toEqual(tagged.data.records.map((b) => b.title).sort());

    await page.getByRole('button', { name: '全部', exact: true }).click();
    await page.getByRole('tab', { name: '最近更新' }).click();
    await expect.poll(titles).toEqual(updated.data.records.map((b) => b.title));
    await page.getByText('没有更多了').waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });
});
