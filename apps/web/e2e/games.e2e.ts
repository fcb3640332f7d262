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

interface GameLite {
  appID: number;
  name: string;
  type: number;
}

let browser: Browser;
let ids: SeedIds;
beforeAll(async () => {
  browser = await launch();
  ids = await seedIds();
});
afterAll(() => browser?.close());

/** Pays a sandbox recharge of the smallest package worth `atLeast`; answers the X钻 it added. */
async function recharge(who: Identity, atLeast = 0): Promise<number> {
  const packages = await portalCall<{ id: number; coins: number }[]>('/order/packages', {}, who);
  const pack = [...packages.data].sort((a, b) => a.coins - b.coins).find((p) => p.coins >= atLeast);
  if (!pack) throw new Error('no recharge package');
  const pay = await portalCall<{ payUrl: string }>('/order/payInfo', { packageId: pack.id }, who);
  // payUrl carries the order's capability (?token=…); confirm keeps it.
  const confirm = new URL(pay.data.payUrl, apiURL());
  confirm.pathname += '/confirm';
  await fetch(confirm, { method: 'POST', redirect: 'manual' });
  return pack.coins;
}

async function coinsOf(who: Identity): Promise<number> {
  const me = await portalCall<{ coinNum: number }>('/user/center/me', { uid: who.uid }, who);
  return me.data.coinNum;
}

async function loggedInPage(user: { name: string; password: string }) {
  const t = await openPage(browser, MOBILE);
  await t.page.goto('/login');
  await waitForLayout(t.page);
  await dismissAnnouncement(t.page);
  await loginThroughUi(t.page, user.name, user.password);
  return t;
}

async function openDetail(page: Page, appID: number) {
  await page.goto(`/detail/${appID}`);
  await waitForLayout(page);
  await dismissAnnouncement(page);
  await page.getByTestId('download-button').waitFor();
}

// Kept-alive tab views stay in the DOM while hidden; only the shown list counts.
const shownList = (page: Page) => page.locator('[data-testid="game-list"]:visible');
const listedNames = async (page: Page) => {
  await shownList(page).waitFor();
  return shownList(page).locator('h3').allTextContents();
};

/** Records the hidden download links the app clicks (address and the name they save under). */
async function recordDownloadLinks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { savedLinks: { href: string; download: string }[] };
    w.savedLinks = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) w.savedLinks.push({ href: this.href, download: this.download });
      return click.call(this);
    };
  });
}
const savedLinks = (page: Page) =>
  page.evaluate(() => (window as unknown as { savedLinks: { href: string; download: string }[] }).savedLinks);

describe('games tab', () => {
  it('switches game types by tab and by address, listing each type with its price', async () => {
    const all = await portalCall<{ records: GameLite[] }>('/web/game/list', {
      currentPage: 1,
      pageSize: 100,
    });
    const types = await portalCall<{ id: number; name: string }[]>('/web/game/types');
    const [first, second] = types.data;
    if (!first || !second) throw new Error('the seed needs two game types');
    const namesOf = (type: number) => all.data.records.filter((g) => g.type === type).map((g) => g.name);

    const { page, context, errors } = await openPage(browser, MOBILE);
    await page.goto('/games');
    await waitForLayout(page);
    await dismissAnnouncement(page);
    expect((await listedNames(page)).sort()).toEqual(all.data.records.map((g) => g.name).sort());
    const shown = (await shownList(page).textContent()) ?? '';
    expect(shown).toContain('免费');
    expect(shown).toContain('X钻');

    await page.getByRole('tab', { name: second.name }).click();
    await page.waitForURL((u) => u.pathname === `/games/${second.id}`);
    await expect.poll(async () => (await listedNames(page)).sort()).toEqual(namesOf(second.id).sort());

    await page.goto(`/games/${first.id}`);
    await waitForLayout(page);
    // A fresh load shows the announcement again, and its dialog hides the page from the tab lookup.
    await dismissAnnouncement(page);
    const tab = page.getByRole('tab', { name: first.name });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => (await listedNames(page)).sort()).toEqual(namesOf(first.id).sort());
    await context.close();
    expect(errors).toEqual([]);
  });

  it('the type strip fades out on the side where more types are hidden, following the scroll', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    await page.goto('/games');
    await waitForLayout(page);
    await dismissAnnouncement(page);
    const strip = page.locator('[role="tablist"][aria-label="游戏类型"]:visible');
    const mask = () => strip.evaluate((el) => getComputedStyle(el).maskImage);
    await expect.poll(() => strip.getAttribute('data-fade')).toBe('end');
    expect(await mask()).toMatch(
      /^linear-gradient\(to right, rgb\(0, 0, 0\) 0px, .*rgba\(0, 0, 0, 0\) 100%\)$/,
    );

    await strip.evaluate((el) => el.scrollTo({ left: 80 }));
    await expect.poll(() => strip.getAttribute('data-fade')).toBe('both');
    await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => strip.getAttribute('data-fade')).toBe('start');
    expect(await mask()).toMatch(
      /^linear-gradient\(to right, rgba\(0, 0, 0, 0\) 0px, .*rgb\(0, 0, 0\) 100%\)$/,
    );
    await context.close();
    expect(errors).toEqual([]);
  });
});

// Registration waits out the server's per-minute limit, which can take a minute.
describe('game detail and the download purchase flow', { timeout: 150_000 }, () => {
  it('a guest downloads a free game at once, through a link named after the game', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    await recordDownloadLinks(page);
    await openDetail(page, ids.freeGame.appID);
    expect(await page.getByRole('region', { name: '游戏截图' }).locator('img').count()).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByTestId('download-button').click();
    expect((await download).url()).toMatch(/^http/);
    expect(await savedLinks(page)).toEqual([
      { href: expect.stringMatching(/^http/), download: ids.freeGame.name },
    ]);
    expect(await page.getByTestId('download-confirm').count()).toBe(0);
    await context.close();
  });

  it('a guest on a paid game is sent to login', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    await openDetail(page, ids.paidGame.appID);
    await page.getByTestId('download-button').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/detail/${ids.paidGame.appID}`);
    await context.close();
  });

  it('with enough X钻 the user confirms the price and the balance drops by it', async () => {
    const user = await registerUser();
    const added = await recharge(user);
    expect(added).toBeGreaterThanOrEqual(ids.paidGame.buyAmount);
    const { page, context, errors } = await loggedInPage(user);
    await recordDownloadLinks(page);
    await openDetail(page, ids.paidGame.appID);
    const balance = page.getByTestId('coin-balance');
    await expect.poll(() => balance.innerText()).toBe(String(added));
    await page.getByTestId('download-button').click();
    const confirm = page.getByTestId('download-confirm');
    await confirm.waitFor();
    expect(await page.getByTestId('download-price').innerText()).toBe(String(ids.paidGame.buyAmount));
    const download = page.waitForEvent('download');
    await confirm.getByRole('button', { name: '确认下载' }).click();
    await download;
    expect((await savedLinks(page)).map((l) => l.download)).toEqual([ids.paidGame.name]);
    const left = String(added - ids.paidGame.buyAmount);
    await expect.poll(() => balance.innerText()).toBe(left);
    expect(await coinsOf(user)).toBe(added - ids.paidGame.buyAmount);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('with too little X钻 the insufficient dialog leads to recharge', async () => {
    const user = await registerUser();
    const { page, context } = await loggedInPage(user);
    await openDetail(page, ids.paidGame.appID);
    await page.getByTestId('download-button').click();
    await page.getByTestId('download-confirm').getByRole('button', { name: '确认下载' }).click();
    const insufficient = page.getByTestId('download-insufficient');
    await insufficient.waitFor();
    expect(await insufficient.innerText()).toContain('当前X钻余额不足');
    await insufficient.getByRole('button', { name: '充值' }).click();
    await page.waitForURL((u) => u.pathname === '/recharge');
    expect(await coinsOf(user)).toBe(0);
    await context.close();
  });

  it('立即开通 writes vipconfig from the prompt and opens the membership offer', async () => {
    const user = await registerUser();
    const { page, context } = await loggedInPage(user);
    await openDetail(page, ids.paidGame.appID);
    await page.getByTestId('download-button').click();
    await page.getByTestId('download-confirm').getByRole('button', { name: '立即开通' }).click();
    // The profile opens the offer and drops pop=1 from the address at once: check what the user sees.
    await page.waitForURL((u) => u.pathname === '/profile');
    await page.getByRole('radiogroup', { name: '会员套餐' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('vipconfig'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ source: ids.paidGame.appID, type: 1 });
    await context.close();
  });

  it('a member sees the member message', async () => {
    const user = await registerUser();
    const tiers = await portalCall<{ id: number; price: number }[]>('/vip/vipconfig', {}, user);
    const tier = [...tiers.data].sort((a, b) => a.price - b.price)[0];
    if (!tier) throw new Error('no VIP tier');
    await recharge(user, tier.price);
    const opened = await portalCall('/vip/vipopen', { tierId: tier.id }, user);
    expect(opened.code).toBe(0);
    const { page, context } = await loggedInPage(user);
    await openDetail(page, ids.paidGame.appID);
    await page.getByTestId('download-button').click();
    const confirm = page.getByTestId('download-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('您是会员，尊享免费下载特权');
    await context.close();
  });

  it('claims a gift code and copies it (复制成功)', async () => {
    const user = await registerUser();
    const { page, context, errors } = await loggedInPage(user);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openDetail(page, ids.paidGame.appID);
    const gift = page.getByTestId('gift-item').first();
    await gift.getByRole('button', { name: '领取' }).click();
    const code = await gift.getByTestId('gift-code').innerText();
    expect(code.length).toBeGreaterThan(3);
    await gift.getByRole('button', { name: '复制' }).click();
    await page.getByTestId('toast').filter({ hasText: '复制成功' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const mine = await portalCall<{ code: string }[]>('/user/gift/mine', {}, user);
    expect(mine.data.map((g) => g.code)).toContain(code);
    await context.close();
    expect(errors).toEqual([]);
  });
});
