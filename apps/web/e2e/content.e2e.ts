import { describe, expect, it } from 'vitest';
import { go, loginAs, openAt, registerOn } from './account-server';
import { toastSaying } from './browser';
import { ownServerSuite } from './own-server-suite';

const own = ownServerSuite();

type Answer<T> = { code: number; msg: string; data: T };
async function portal<T>(
  path: string,
  body: Record<string, string | number>,
  who?: { uid: string; token: string },
) {
  const res = await fetch(`${own.server.url}/portal${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(who ? { 'UG-Uid': who.uid, 'UG-Token': who.token } : {}),
    },
    body: new URLSearchParams(
      Object.entries({ appID: 2008, channelID: '0', ...body }).map(([k, v]) => [k, String(v)]),
    ),
  });
  return (await res.json()) as Answer<T>;
}

/** Signs `user` in on the server and claims the first gift pack of the seed with stock left. */
async function claimAGift(user: { name: string; password: string }): Promise<{ code: string }> {
  const login = await portal<{ uid: string; token: string }>('/user/login', {
    name: user.name,
    password: user.password,
  });
  const games = await portal<{ records: { appID: number }[] }>('/web/game/list', {
    currentPage: 1,
    pageSize: 50,
  });
  for (const g of games.data.records) {
    const packs = await portal<{ id: number; stock: number }[]>('/web/game/detail/giftlist', {
      appID: g.appID,
    });
    const pack = packs.data.find((p) => p.stock > 0);
    if (!pack) continue;
    const r = await portal<{ code: string }>('/user/gift/claim', { giftId: pack.id }, login.data);
    if (r.code === 0) return r.data;
  }
  throw new Error('no gift could be claimed from the seed');
}

describe('info pages', () => {
  it('FAQ opens an answer; business shows the contact from the server and copies it', async () => {
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    const faq = await portal<{ question: string; answer: string }[]>('/web/faq/list', {});
    const first = faq.data[0];
    if (!first) throw new Error('the seed has no FAQ');
    await go(page, '/faq');
    await page.getByRole('button', { name: first.question }).click();
    await page.getByText(first.answer).waitFor();

    const biz = await portal<{ email: string }>('/web/business/info', {});
    await go(page, '/business');
    expect(await page.title()).toContain('商务合作');
    await page.getByRole('button', { name: new RegExp(biz.data.email) }).click();
    await toastSaying(page, '复制成功').waitFor();
    await close();
    expect(errors).toEqual([]);
  });

  it('the activity centre lists activities and opens one', async () => {
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await go(page, '/activity');
    expect(await page.title()).toContain('活动中心');
    const first = page.getByTestId('activity-item').first();
    const title = await first.locator('h3').innerText();
    await first.click();
    await page.getByTestId('activity-detail').getByText(title).waitFor();
    await close();
    expect(errors).toEqual([]);
  });

  it('my gifts list the codes I claimed, under a gold back arrow', async () => {
    const user = await registerOn(own.server.url);
    const claimed = await claimAGift(user);
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await loginAs(page, user);
    await go(page, '/gifts');
    await page.getByText(claimed.code).waitFor();
    expect(await page.getByTestId('nav-back').getAttribute('data-gold')).toBe('true');
    await page.getByRole('button', { name: '复制' }).first().click();
    await toastSaying(page, '复制成功').waitFor();
    await close();
    expect(errors).toEqual([]);
  });

  it('shows the next user signed in on the same phone none of the codes the previous one claimed', async () => {
    const first = await registerOn(own.server.url);
    const next = await registerOn(own.server.url);
    const claimed = await claimAGift(first);
    const { page, close, errors } = await openAt(own.browser, own.server.url);
    await loginAs(page, first);
    await go(page, '/profile');
    await page.getByRole('link', { name: '我的礼包' }).click();
    await page.getByText(claimed.code).waitFor();
    // From here on the app is never reloaded: whatever it keeps in memory stays there.
    await page.getByTestId('nav-back').click();
    await page.getByRole('link', { name: '个人资料' }).first().click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('link', { name: '登录' }).first().click();
    await page.getByLabel('用户名').fill(next.name);
    await page.getByLabel('密码').fill(next.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/profile', { timeout: 15_000 });
    // Any moment the first user's code is on screen, even before the page's own answer arrives.
    await page.evaluate((code) => {
      const seen = document.documentElement;
      new MutationObserver(() => {
        if (document.body.textContent?.includes(code)) seen.dataset.sawPreviousCode = 'true';
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, claimed.code);
    await page.getByRole('link', { name: '我的礼包' }).click();
    await page.getByText('还没有领取礼包').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.sawPreviousCode)).toBeUndefined();
    await close();
    expect(errors).toEqual([]);
  });
});
