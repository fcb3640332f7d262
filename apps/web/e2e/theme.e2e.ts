import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, MOBILE, openPage, waitForLayout } from './browser';
import { dismissForToday } from './every-route';

// config/theme.css: the page colour of each theme.
const DARK_PAGE = 'rgb(15, 16, 23)';
const LIGHT_PAGE = 'rgb(244, 245, 250)';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/**
 * The body's class and background in the page's first animation frame (before its first paint), with
 * every script file held back: only what the HTML itself carries can have set them.
 */
async function firstFrame(path: string, system: 'light' | 'dark', stored: string | null) {
  const context = await browser.newContext({
    viewport: MOBILE,
    baseURL: baseURL(),
    colorScheme: system,
    serviceWorkers: 'block',
  });
  await context.addInitScript((choice) => {
    if (choice) localStorage.setItem('portal_theme', choice);
    requestAnimationFrame(() => {
      const body = document.body;
      (window as unknown as { firstFrame: string }).firstFrame = body
        ? `${body.className}|${getComputedStyle(body).backgroundColor}`
        : 'no body';
    });
  }, stored);
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => 'firstFrame' in window);
  const [className, background] = (
    await page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame)
  ).split('|');
  await context.close();
  return { dark: (className ?? '').split(' ').includes('theme-dark'), background, blocked };
}

describe('dark theme', () => {
  for (const path of ['/', '/square', '/faq']) {
    it(`is on (or off) in the first frame of ${path}, before any script file runs`, async () => {
      const cases = [
        { system: 'light', stored: 'dark', dark: true },
        { system: 'dark', stored: null, dark: true },
        { system: 'dark', stored: 'system', dark: true },
        { system: 'dark', stored: 'light', dark: false },
        { system: 'light', stored: null, dark: false },
      ] as const;
      for (const c of cases) {
        const frame = await firstFrame(path, c.system, c.stored);
        expect(frame.blocked, 'the CSP allows the pre-paint script').toEqual([]);
        expect({ ...c, dark: frame.dark, background: frame.background }).toEqual({
          ...c,
          background: c.dark ? DARK_PAGE : LIGHT_PAGE,
        });
      }
    });
  }

  it('跟随系统 / 浅色 / 深色 in 我的: applied at once, kept across visits, 跟随系统 follows the phone', async () => {
    const { page, context, errors } = await openPage(browser, MOBILE);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/profile');
    await waitForLayout(page);
    await dismissForToday(page);
    const bodyDark = () => page.evaluate(() => document.body.classList.contains('theme-dark'));
    const choices = page.getByRole('group', { name: '主题' });
    await expect.poll(() => choices.getByRole('radio', { name: '跟随系统' }).isChecked()).toBe(true);
    expect(await bodyDark()).toBe(false);

    await choices.getByText('深色', { exact: true }).click();
    expect(await bodyDark()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_PAGE);

    await page.reload();
    await waitForLayout(page);
    expect(await bodyDark()).toBe(true);
    await expect.poll(() => choices.getByRole('radio', { name: '深色' }).isChecked()).toBe(true);

    await choices.getByText('浅色', { exact: true }).click();
    expect(await bodyDark()).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await bodyDark()).toBe(false);

    await choices.getByText('跟随系统', { exact: true }).click();
    expect(await bodyDark()).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(bodyDark).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(bodyDark).toBe(true);
    await page.screenshot({ path: '/tmp/portal-theme-profile-dark.png' });
    await context.close();
    expect(errors).toEqual([]);
  });
});
