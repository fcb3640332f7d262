import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiURL,
  dismissAnnouncement,
  type Identity,
  launch,
  loginThroughUi,
  MOBILE,
  openPage,
  portalCall,
  registerUser,
  waitForLayout,
} from './browser';
import { type SeedIds, seedIds } from './fixtures';

interface Book {
  id: number;
  title: string;
  chapterPrice?: number;
  freeChapters?: number | null;
  vipFree?: boolean;
}
interface Chapter {
  id: number;
  title: string;
  price: number;
  locked: boolean;
}

const SLOW = 150_000;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp';

let browser: Browser;
let ids: SeedIds;
let paidBook: Book;
let paidChapters: Chapter[];
let notice: { id: number; version: string };
beforeAll(async () => {
  browser = await launch();
  ids = await seedIds();
  const books = await portalCall<{ records: Book[] }>('/web/book/list', { currentPage: 1, pageSize: 50 });
  const found = books.data.records.find((b) => (b.chapterPrice ?? 0) > 0 && !b.vipFree);
  if (!found) throw new Error('the seed has no paid book');
  paidBook = found;
  notice = (await portalCall<{ id: number; version: string }>('/web/announcement', { posType: 1 })).data;
  paidChapters = (await portalCall<Chapter[]>('/web/book/chapters', { bookId: paidBook.id })).data;
});

/** 今日不再显示 on the current announcement, for a guest's device: the popup stays out of these tests. */
const quietGuest = () => ({
  storage: { 'not-show': String(Date.now()), 'not-show-version': `${notice.id}:${notice.version}` },
});

/** The same for an account, on every device (kept by the server). */
const quietUser = (who: Identity) =>
  portalCall('/user/announcement/dismiss', { id: notice.id, version: notice.version }, who);
afterAll(() => browser?.close());

/** X钻 through the sandbox pay page, as its 确认支付 button does. */
async function recharge(who: Identity): Promise<void> {
  const packs = await portalCall<{ id: number; coins: number }[]>('/order/packages', {}, who);
  const pack = [...packs.data].sort((a, b) => a.coins - b.coins)[0];
  const pay = await portalCall<{ payUrl: string }>('/order/payInfo', { packageId: pack?.id ?? 0 }, who);
  const confirm = new URL(pay.data.payUrl, apiURL());
  confirm.pathname += '/confirm';
  await fetch(confirm, { method: 'POST', redirect: 'manual' });
}

const balanceOf = async (who: Identity) =>
  (await portalCall<{ coinNum: number }>('/user/center/me', { uid: who.uid }, who)).data.coinNum;

/** Image paths the page asked for. */
function imageRequests(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'image') seen.add(new URL(r.url()).pathname);
  });
  return seen;
}

describe('paid chapters', () => {
  it(
    'marks locked chapters, sends a guest to login, offers 充值 when short, and unlocks once from the reader',
    async () => {
      const firstLocked = paidChapters.find((c) => c.locked);
      const lastFree = [...paidChapters].reverse().find((c) => !c.locked && c.price === 0);
      if (!firstLocked || !lastFree) throw new Error('no locked or free chapter');
      const { page, context, errors } = await openPage(browser, MOBILE, quietGuest());
      await page.goto(`/bookmenu/${paidBook.id}`);
      await waitForLayout(page);
      await dismissAnnouncement(page);
      const lockedItem = page.locator(`[data-chapter-id="${firstLocked.id}"]`);
      await lockedItem.waitFor();
      expect(await lockedItem.getAttribute('data-locked')).toBe('true');
      expect(await lockedItem.innerText()).toContain(`${paidBook.chapterPrice} X钻`);
      expect(await page.getByTestId('paid-note').innerText()).toContain(`每话 ${paidBook.chapterPrice} X钻`);
      await page.screenshot({ path: `${SHOTS}/h23a-bookmenu-locked.png` });

      // A guest's tap leads to login, and back here afterwards.
      await lockedItem.locator('button').click();
      await page.waitForURL((u) => u.pathname === '/login');
      const user = await registerUser();
      await quietUser(user);
      await loginThroughUi(page, user.name, user.password);
      await page.waitForURL((u) => u.pathname === `/bookmenu/${paidBook.id}`);
      await dismissAnnouncement(page);

      // Too little X钻: the confirmation, then the insufficient-balance dialog and 充值.
      expect(await balanceOf(user)).toBeLessThan(paidBook.chapterPrice ?? 0);
      await page.locator(`[data-chapter-id="${firstLocked.id}"] button`).click();
      const confirm = page.getByTestId('unlock-confirm');
      await confirm.waitFor();
      expect(await page.getByTestId('unlock-price').innerText()).toBe(String(paidBook.chapterPrice));
      await page.screenshot({ path: `${SHOTS}/h23a-unlock-confirm.png` });
      await page.getByRole('button', { name: '确认解锁' }).click();
      const short = page.getByTestId('unlock-insufficient');
      await short.waitFor();
      expect(await short.innerText()).toContain('当前X钻余额不足');
      await page.getByRole('button', { name: '充值' }).click();
      await page.waitForURL((u) => u.pathname === '/recharge');

      // With X钻: the reader stops preloading at the locked chapter and shows its card instead.
      await recharge(user);
      const before = await balanceOf(user);
      const images = imageRequests(page);
      await page.goto(`/readbook/${paidBook.id}/${lastFree.id}`);
      await dismissAnnouncement(page);
      const card = page.getByTestId('unlock-card');
      for (let i = 0; i < 40 && !(await card.isVisible()); i++) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(250);
      }
      await card.waitFor();
      expect(await card.innerText()).toContain(firstLocked.title);
      expect([...images].some((p) => p.includes(`/${firstLocked.id}/`))).toBe(false);
      expect(await page.getByText('正在加载下一话').count()).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/h23a-reader-unlock-card.png` });
      await card.getByRole('button', { name: '解锁本话' }).click();
      await confirm.waitFor();
      await page.getByRole('button', { name: '确认解锁' }).click();
      const section = page.locator(`[data-chapter-section="${firstLocked.id}"]`);
      await section.locator('[data-index="0"]').waitFor();
      await card.waitFor({ state: 'detached' });
      expect(await balanceOf(user)).toBe(before - (paidBook.chapterPrice ?? 0));

      // The menu now says 已解锁; the setting 自动解锁下一章 is kept by the account.
      await page.goto(`/bookmenu/${paidBook.id}`);
      await dismissAnnouncement(page);
      await page.locator(`[data-chapter-id="${firstLocked.id}"]`).getByText('已解锁').waitFor();
      const toggle = page.getByRole('switch');
      await toggle.check({ force: true });
      await expect
        .poll(
          async () =>
            (await portalCall<{ autoUnlock: boolean }>('/user/book/settings', {}, user)).data.autoUnlock,
        )
        .toBe(true);
      await context.close();
      expect(errors).toEqual([]);
    },
    SLOW,
  );
});

describe('reading progress across devices', () => {
  it(
    'a second browser logged in as the same user continues where the first stopped; 已读 marks follow',
    async () => {
      const user = await registerUser();
      await quietUser(user);
      const chapters = (await portalCall<Chapter[]>('/web/book/chapters', { bookId: ids.bookId })).data;
      const second = chapters[1];
      if (!second) throw new Error('no second chapter');
      const first = await openPage(browser, MOBILE, quietGuest());
      await first.page.goto('/login');
      await waitForLayout(first.page);
      await dismissAnnouncement(first.page);
      await loginThroughUi(first.page, user.name, user.password);
      await first.page.goto(`/readbook/${ids.bookId}/${second.id}`);
      await dismissAnnouncement(first.page);
      const third = first.page.locator(`[data-chapter="${second.id}"][data-index="2"]`);
      await third.waitFor();
      const saved = first.page.waitForResponse((r) => r.url().includes('/user/book/history/save'));
      await third.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY));
      await saved;

      const other = await openPage(browser, MOBILE, quietGuest());
      await other.page.goto('/login');
      await waitForLayout(other.page);
      await dismissAnnouncement(other.page);
      await loginThroughUi(other.page, user.name, user.password);
      await other.page.goto(`/bookinfo/${ids.bookId}`);
      await dismissAnnouncement(other.page);
      const resume = other.page.getByRole('link', { name: `继续阅读 ${second.title}` });
      await resume.click();
      await other.page.waitForURL((u) => u.pathname === `/readbook/${ids.bookId}/${second.id}`);
      const there = other.page.locator(`[data-chapter="${second.id}"][data-index="2"]`);
      await there.waitFor();
      await expect
        .poll(() => there.evaluate((el) => Math.abs(Math.round(el.getBoundingClientRect().top))))
        .toBeLessThan(4);
      await other.page.goto(`/bookmenu/${ids.bookId}`);
      await dismissAnnouncement(other.page);
      const item = other.page.locator(`[data-chapter-id="${second.id}"]`);
      await item.waitFor();
      expect(await item.innerText()).toContain('上次读到这里');
      await other.page.screenshot({ path: `${SHOTS}/h23a-bookmenu-progress.png` });
      await first.context.close();
      await other.context.close();
      expect([...first.errors, ...other.errors]).toEqual([]);
    },
    SLOW,
  );

  it(
    "a guest's progress joins the account at login",
    async () => {
      const chapters = (await portalCall<Chapter[]>('/web/book/chapters', { bookId: ids.bookId })).data;
      const third = chapters[2];
      if (!third) throw new Error('no third chapter');
      const { page, context, errors } = await openPage(browser, MOBILE, quietGuest());
      await page.goto(`/readbook/${ids.bookId}/${third.id}`);
      const box = page.locator(`[data-chapter="${third.id}"][data-index="1"]`);
      await box.waitFor();
      await box.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY));
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('read_progress') ?? ''))
        .toContain(`"chapterId":${third.id}`);
      const user = await registerUser();
      await quietUser(user);
      await page.goto('/login');
      await waitForLayout(page);
      await loginThroughUi(page, user.name, user.password);
      // The next comics page sends the device's progress to the account; its book page continues there.
      await page.goto(`/bookinfo/${ids.bookId}`);
      await page.getByRole('link', { name: `继续阅读 ${third.title}` }).waitFor();
      const info = await portalCall<{ lastRead: { chapterId: number } | null }>(
        '/web/book/info',
        { bookId: ids.bookId },
        user,
      );
      expect(info.data.lastRead?.chapterId).toBe(third.id);
      await page.goto(`/bookmenu/${ids.bookId}`);
      const item = page.locator(`[data-chapter-id="${third.id}"]`);
      await item.waitFor();
      expect(await item.getAttribute('data-read')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('read_progress'))).toBeNull();
      await context.close();
      expect(errors).toEqual([]);
    },
    SLOW,
  );
});

describe('announcement versions', () => {
  it(
    '今日不再显示 ticked as a guest stays after login; a tick of an older version shows it again',
    async () => {
      const { page, context, errors } = await openPage(browser, MOBILE);
      await page.goto('/games');
      await waitForLayout(page);
      const popup = page.getByTestId('announcement');
      await popup.waitFor();
      await page.getByLabel('今日不再显示').check();
      await page.getByRole('button', { name: '关闭' }).click();
      await popup.waitFor({ state: 'detached' });
      const version = await page.evaluate(() => localStorage.getItem('not-show-version'));
      expect(version).toMatch(/^\d+:[A-Za-z0-9_-]+$/);

      const user = await registerUser();
      await page.goto('/login');
      await loginThroughUi(page, user.name, user.password);
      await page.goto('/games');
      await waitForLayout(page);
      await page.waitForLoadState('networkidle');
      expect(await popup.count()).toBe(0);
      const answer = await portalCall<{ dismissed: boolean }>('/web/announcement', { posType: 1 }, user);
      expect(answer.data.dismissed).toBe(true);

      // A guest's tick that names another version: the announcement changed since, so it shows again.
      await page.evaluate(() => localStorage.setItem('not-show-version', '1:older'));
      const guest = await openPage(browser, MOBILE);
      await guest.context.addInitScript((v) => {
        localStorage.setItem('not-show', String(Date.now()));
        localStorage.setItem('not-show-version', v);
      }, '1:older');
      await guest.page.goto('/games');
      await waitForLayout(guest.page);
      await guest.page.getByTestId('announcement').waitFor();
      await guest.page.screenshot({ path: `${SHOTS}/h23a-announcement-again.png` });
      await guest.context.close();
      await context.close();
      expect([...errors, ...guest.errors]).toEqual([]);
    },
    SLOW,
  );
});
