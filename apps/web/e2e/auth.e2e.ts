import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissAnnouncement,
  holdBack,
  launch,
  loginThroughUi,
  MOBILE,
  openPage,
  registerUser,
  signInThroughUi,
  toastSaying,
  waitForLayout,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('guest redirect and return', () => {
  it('a guest opening a login-only page logs in and lands back on it, welcomed by name', async () => {
    const user = await registerUser();
    const { page, context, errors } = await openPage(browser, MOBILE);
    await page.goto('/gifts');
    await page.waitForURL(/\/login\?redirect=%2Fgifts/);
    await waitForLayout(page);
    await dismissAnnouncement(page);
    await loginThroughUi(page, user.name, user.password);
    expect(new URL(page.url()).pathname).toBe('/gifts');
    await toastSaying(page, `欢迎回来:${user.name}`).waitFor();
    expect(await page.title()).toBe('X钻乐园 | 我的礼包');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('logging in from the login page without a redirect goes home; the profile then shows the user', async () => {
    const user = await registerUser();
    const { page, context } = await openPage(browser, MOBILE);
    await signInThroughUi(page, user.name, user.password);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator('[data-testid="tab-bar"]').getByRole('link', { name: '我的' }).click();
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByTestId('profile-name').innerText()).toContain(user.name);
    expect(await page.getByTestId('coin-balance').innerText()).toContain('0');
    await context.close();
  });

  it('a session the server no longer knows sends the user to login', async () => {
    const { page, context } = await openPage(browser, MOBILE, {
      storage: { userInfo: JSON.stringify({ uid: '999999', token: 'revoked-token', name: '旧会话' }) },
    });
    await page.goto('/profile');
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    await context.close();
  });

  it('a session found expired while the page is still loading sends the user to login all the same', async () => {
    const { page, context } = await openPage(browser, MOBILE, {
      storage: { userInfo: JSON.stringify({ uid: '999999', token: 'revoked-token', name: '旧会话' }) },
    });
    // The square is open to guests: only the expired session leads to login. Its code arrives after
    // start-up has heard the server's code 2 (a slow phone, a slow network).
    await holdBack(page, '**/assets/square-page-*.js');
    await page.goto('/square');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/square');
    await context.close();
  });
});
