// What every browser test of the console starts from: a portal of its own (server, console and web app
// built), one Chromium, the three operators of the roles, and the steps every test takes through the
// console (sign in, open an area) and the player's web app (sign in, close the announcement).
import { mkdirSync } from 'node:fs';
import { launchChromium, MOBILE } from '@portal/test-support/browser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createOperators, type Player, type Portal, startPortal } from './portal';

export const DESKTOP = { width: 1280, height: 800 };
export const TABLET = { width: 768, height: 1024 };
/** Where the tests save the console's screenshots, to be looked at. */
export const shots = new URL('./screenshots/', import.meta.url).pathname;
export const OPERATORS = [
  { name: 'root', password: 'root-pass-1', role: 'admin' as const },
  { name: 'yunying', password: 'yunying-pass-1', role: 'operator' as const },
  { name: 'shenhe', password: 'shenhe-pass-1', role: 'moderator' as const },
];
type OperatorName = (typeof OPERATORS)[number]['name'];
type Viewport = { width: number; height: number };

const passwordOf = (name: OperatorName) => OPERATORS.find((o) => o.name === name)?.password ?? '';

/**
 * Starts the file's portal (with `env` added to the server's environment) and browser before its tests
 * and stops them after; the helpers it returns work on them.
 */
export function consoleSuite(env: Record<string, string> = {}) {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    [portal, browser] = await Promise.all([startPortal(env), launchChromium()]);
    await createOperators(portal, OPERATORS);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });
  const started = () => {
    if (!portal || !browser) throw new Error('the portal of this file has not started');
    return { portal, browser };
  };

  /**
   * A page of a new browser context on the portal, with the page errors it collects. The web app's
   * service worker would precache the whole build in the background of every player page, so it is
   * blocked (apps/web's own browser tests block it too) but where a test is about it.
   */
  async function openPage(viewport: Viewport, serviceWorkers: 'allow' | 'block' = 'block') {
    const { portal, browser } = started();
    const context = await browser.newContext({
      viewport,
      baseURL: portal.baseUrl,
      locale: 'zh-CN',
      serviceWorkers,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { page, context, errors };
  }

  /** Signs an operator in through the console's login page and waits for the console frame. */
  async function signIn(page: Page, name: OperatorName) {
    await page.goto('/admin/');
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel('账号').fill(name);
    await page.getByLabel('密码').fill(passwordOf(name));
    await page.getByRole('button', { name: '登录' }).click();
    await page.locator('[data-layout="console"]').waitFor();
  }

  /** Opens an area of the console from its navigation and waits for its heading. */
  async function openArea(page: Page, label: string) {
    const nav = page.getByRole('complementary', { name: '导航' });
    // On a tablet the sidebar is folded away: the menu button brings it out.
    const menu = page.getByRole('button', { name: '打开导航' });
    if (await menu.isVisible()) await menu.click();
    await nav.getByRole('link', { name: label }).click();
    await page.getByRole('heading', { level: 1, name: label }).waitFor();
  }

  /** An admin API token of an operator, through the console's login operation. */
  async function adminToken(name: OperatorName): Promise<string> {
    const res = await fetch(`${started().portal.baseUrl}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, password: passwordOf(name) }),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  }

  /** An admin API read as the admin. */
  async function adminGet<T>(path: string): Promise<T> {
    const res = await fetch(`${started().portal.baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${await adminToken('root')}` },
    });
    return ((await res.json()) as { data: T }).data;
  }

  /** The player signed in on the web app at 375x812 (with its service worker when `serviceWorkers` is 'allow'). */
  async function playerOnWeb(player: Player, serviceWorkers: 'allow' | 'block' = 'block') {
    const web = await openPage(MOBILE, serviceWorkers);
    await web.page.goto('/login');
    for (let attempt = 0; ; attempt += 1) {
      try {
        await web.page.getByLabel('用户名').fill(player.name, { timeout: 10_000 });
        await web.page.getByLabel('密码').fill(player.password, { timeout: 10_000 });
        await web.page.getByRole('button', { name: '登录', exact: true }).click({ timeout: 10_000 });
        break;
      } catch (err) {
        if (attempt >= 3) throw err;
        await dismissAnnouncement(web.page);
      }
    }
    await web.page.waitForURL((url) => url.pathname !== '/login');
    return web;
  }

  return {
    /** The file's running portal. */
    get portal(): Portal {
      return started().portal;
    },
    openPage,
    signIn,
    openArea,
    adminGet,
    playerOnWeb,
  };
}

/**
 * Closes what the web app may put over a page (the announcement, which can come from the network well after
 * the page shows on a busy machine; any other pop-up by Escape), so it does not cover the page.
 */
export async function dismissAnnouncement(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const known = page.getByRole('button', { name: '我知道了' });
  try {
    await known.waitFor({ timeout: 5000 });
    await known.click();
    await known.waitFor({ state: 'hidden', timeout: 5000 });
  } catch {
    // no announcement today
  }
  for (let tries = 0; tries < 3 && (await page.getByRole('dialog').count()) > 0; tries++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
}
