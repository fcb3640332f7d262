import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiURL,
  dismissAnnouncement,
  type Identity,
  launch,
  MOBILE,
  openPage,
  portalCall,
  registerUser,
  signInThroughUi,
  waitForLayout,
} from './browser';
import { type SeedIds, seedIds } from './fixtures';

let browser: Browser;
let ids: SeedIds;
beforeAll(async () => {
  browser = await launch();
  ids = await seedIds();
});
afterAll(() => browser?.close());

/** Recharge through the sandbox provider, then buy the cheapest membership. */
async function makeMember(who: Identity) {
  const tiers = await portalCall<{ id: number; price: number }[]>('/vip/vipconfig', {}, who);
  const tier = [...tiers.data].sort((a, b) => a.price - b.price)[0];
  if (!tier) throw new Error('no VIP tier');
  const packages = await portalCall<{ id: number; coins: number }[]>('/order/packages', {}, who);
  const pack = [...packages.data].sort((a, b) => a.coins - b.coins).find((p) => p.coins >= tier.price);
  if (!pack) throw new Error('no package covers the cheapest tier');
  const pay = await portalCall<{ payUrl: string }>('/order/payInfo', { packageId: pack.id }, who);
  // payUrl carries the order's capability (?token=…); confirm keeps it.
  const confirm = new URL(pay.data.payUrl, apiURL());
  confirm.pathname += '/confirm';
  await fetch(confirm, { method: 'POST', redirect: 'manual' });
  const opened = await portalCall('/vip/vipopen', { tierId: tier.id }, who);
  if (opened.code !== 0) throw new Error(`vipopen: ${opened.code} ${opened.msg}`);
}

async function openGame(page: Page, appID: number) {
  await page.goto(`/detail/${appID}`);
  await waitForLayout(page);
  await dismissAnnouncement(page);
  await page.getByTestId('download-button').click();
}

describe('download purchase dialogs', () => {
  it('a guest on a paid game is sent to login and back', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    await openGame(page, ids.paidGame.appID);
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/detail/${ids.paidGame.appID}`);
    await context.close();
  });

  it('a free game downloads at once, with no dialog', async () => {
    const { page, context } = await openPage(browser, MOBILE);
    const download = page.waitForRequest((r) =>
      r.url().includes(`/user/game/download/${ids.freeGame.appID}`),
    );
    await openGame(page, ids.freeGame.appID);
    await download;
    expect(await page.getByTestId('download-confirm').count()).toBe(0);
    await context.close();
  });

  it('a non-member confirms the price; too little X钻 leads through 充值 to recharge', async () => {
    const user = await registerUser();
    const { page, context, errors } = await openPage(browser, MOBILE);
    await signInThroughUi(page, user.name, user.password);
    await openGame(page, ids.paidGame.appID);
    const confirm = page.getByTestId('download-confirm');
    await confirm.waitFor();
    expect(await page.getByTestId('download-price').innerText()).toBe(String(ids.paidGame.buyAmount));
    expect(await confirm.getByRole('button', { name: '立即开通' }).count()).toBe(1);
    await confirm.getByRole('button', { name: '确认下载' }).click();
    const insufficient = page.getByTestId('download-insufficient');
    await insufficient.waitFor();
    const text = await insufficient.innerText();
    expect(text).toContain('当前X钻余额不足');
    expect(text).toContain('请先充值');
    await insufficient.getByRole('button', { name: '充值' }).click();
    await page.waitForURL((u) => u.pathname === '/recharge');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('a user with enough X钻 confirms and the download starts', async () => {
    // Seeded demo accounts start with 200 X钻 (password portal123).
    const { page, context } = await openPage(browser, MOBILE);
    await signInThroughUi(page, 'demo', 'portal123');
    await openGame(page, ids.paidGame.appID);
    const confirm = page.getByTestId('download-confirm');
    await confirm.waitFor();
    const download = page.waitForResponse((r) =>
      r.url().includes(`/user/game/download/${ids.paidGame.appID}`),
    );
    await confirm.getByRole('button', { name: '确认下载' }).click();
    expect((await (await download).json()).code).toBe(0);
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('download-insufficient').count()).toBe(0);
    // The purchase tracking event (USD, value = price) fired on confirm reaches the analytics queue.
    const tracked = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
    expect(tracked).toContainEqual({ event: 'purchase', currency: 'USD', value: ids.paidGame.buyAmount });
    // The theme holder put the light theme on the body.
    expect(await page.evaluate(() => document.body.classList.contains('theme-light'))).toBe(true);
    await context.close();
  });

  it('a member sees the member message instead of 立即开通', async () => {
    const user = await registerUser();
    await makeMember(user);
    const { page, context, errors } = await openPage(browser, MOBILE);
    await signInThroughUi(page, user.name, user.password);
    await openGame(page, ids.paidGame.appID);
    const confirm = page.getByTestId('download-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('您是会员，尊享免费下载特权');
    expect(await confirm.getByRole('button', { name: '立即开通' }).count()).toBe(0);
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'detached' });
    await context.close();
    expect(errors).toEqual([]);
  });

  it('立即开通 leads to the membership offer on the profile', async () => {
    const user = await registerUser();
    const { page, context } = await openPage(browser, MOBILE);
    await signInThroughUi(page, user.name, user.password);
    await openGame(page, ids.paidGame.appID);
    await page.getByTestId('download-confirm').getByRole('button', { name: '立即开通' }).click();
    // The profile opens the offer and drops pop=1 from the address at once: check what the user sees.
    await page.waitForURL((u) => u.pathname === '/profile');
    await page.getByRole('radiogroup', { name: '会员套餐' }).waitFor();
    await context.close();
  });
});
