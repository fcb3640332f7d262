// What the journeys share: a phone-sized Chromium page on the portal started by `bash scripts/start.sh`,
// the signed-in account read back from the app's own storage, and a small PNG to upload.

import { MOBILE } from '@portal/test-support/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Session } from '../src/client.ts';

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors: a journey that throws in the page fails even if the screen looks fine. */
  errors: string[];
}

export async function openPhone(browser: Browser, base: string): Promise<Phone> {
  const context = await browser.newContext({
    viewport: MOBILE,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    baseURL: base,
    acceptDownloads: true,
  });
  // The announcement pop-up has its own journey step (closed once with 今日不再显示); on every later load
  // the "not today" choice of the current account is already made, so the pop-up does not cover the
  // screen under test.
  await context.addInitScript(() => {
    if (!window.sessionStorage.getItem('journey-announcement-seen')) return;
    const raw = window.localStorage.getItem('userInfo');
    const uid = raw ? ((JSON.parse(raw) as { uid?: string }).uid ?? '') : '';
    window.localStorage.setItem(`${uid}not-show`, String(Date.now()));
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** The account the web app keeps in local storage under 'userInfo' (the product keeps the signed-in account there). */
export async function storedAccount(page: Page): Promise<(Session & { name: string }) | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('userInfo'));
  if (!raw) return null;
  const account = JSON.parse(raw) as { uid?: string; token?: string; name?: string };
  return account.uid && account.token
    ? { uid: account.uid, token: account.token, name: account.name ?? '' }
    : null;
}

/** Waits for the announcement pop-up, ticks 今日不再显示 and closes it (a visitor's first screen). */
export async function closeAnnouncementForToday(page: Page): Promise<void> {
  // A tab's popup comes with the server's HTML and closes before the app runs; leaving the page before
  // the app has taken over (its wrapper gone) would leave before it read the address (an invite code).
  await page.waitForFunction(() => !document.querySelector('[data-prerendered]'), undefined, {
    timeout: 15_000,
  });
  const popup = page.getByTestId('announcement');
  await popup.waitFor({ state: 'visible' });
  await popup.getByText('今日不再显示').click();
  await popup.getByRole('button', { name: '我知道了' }).click();
  await popup.waitFor({ state: 'hidden' });
  await page.evaluate(() => window.sessionStorage.setItem('journey-announcement-seen', '1'));
}
