import { launchChromium } from '@portal/test-support/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export { MOBILE } from '@portal/test-support/browser';
export const DESKTOP = { width: 1280, height: 800 } as const;

export const baseURL = () => inject('baseURL');

export function launch(): Promise<Browser> {
  return launchChromium();
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/**
 * A fresh context (own storage) at the given viewport that records console errors. The service worker
 * is blocked: its caches would answer a reload from the visit before (e2e/pwa.e2e.ts tests it).
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  opts: { isMobile?: boolean; storage?: Record<string, string> } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport,
    baseURL: baseURL(),
    isMobile: opts.isMobile ?? viewport.width < 768,
    hasTouch: opts.isMobile ?? viewport.width < 768,
    locale: 'zh-CN',
  });
  if (opts.storage) {
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
    }, opts.storage);
  }
  const page = await context.newPage();
  await slowDownIfAsked(page);
  waitForAppOnLoad(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    // Failed responses are recorded below with their address.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  // Name the failing address too: Chromium's console line for it does not.
  page.on('response', (res) => {
    if (res.status() >= 400)
      errors.push(`HTTP ${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  return { page, context, errors };
}

/**
 * `E2E_CPU_SLOWDOWN=4` runs each page on a CPU that many times slower (Chromium's own throttling), as a
 * slow phone or a busy CI machine would: start-up races that a fast machine never loses show up.
 */
export async function slowDownIfAsked(page: Page): Promise<void> {
  const rate = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
  if (!(rate > 1)) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * A slow phone or network: the scripts matching `glob` (a page's chunk, the app's) arrive `ms` later,
 * while what the HTML brought is already on screen.
 */
export async function holdBack(page: Page, glob: string, ms = 1500): Promise<void> {
  await page.route(glob, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Makes every page load wait until the app has taken over. For a tab the server sends the first screen
 * already rendered (index.html's data-prerendered wrapper): it looks like the page but does not react to
 * taps until React has rendered over it and removed the wrapper.
 */
export function waitForAppOnLoad(page: Page): void {
  const live = () =>
    page.waitForFunction(() => !document.querySelector('[data-prerendered]'), undefined, { timeout: 15_000 });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await live();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await live();
    return response;
  };
}

/**
 * A toast on screen saying `text`. (Not getByText: over an open modal, the toaster also puts an unseen
 * copy of the newest toast inside it for screen readers, and a modal may still be closing.)
 */
export function toastSaying(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** Waits until the router has rendered a layout (lazy page chunk loaded). */
export async function waitForLayout(page: Page): Promise<string> {
  const el = await page.waitForSelector('[data-layout]', { timeout: 15_000 });
  return (await el.getAttribute('data-layout')) ?? '';
}

export const apiURL = () => inject('apiURL');

export interface Identity {
  uid: string;
  token: string;
}

/** A portal-family call straight to the server (set-up outside the browser). */
export async function portalCall<T = unknown>(
  path: string,
  body: Record<string, string | number> = {},
  who?: Identity,
): Promise<{ code: number; msg: string; data: T }> {
  const form = new URLSearchParams({ appID: '2008', channelID: '0' });
  for (const [k, v] of Object.entries(body)) form.set(k, String(v));
  const res = await fetch(`${apiURL()}/portal${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(who ? { 'UG-Uid': who.uid, 'UG-Token': who.token } : {}),
    },
    body: form,
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

const hex = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** Registers a fresh user (0 X钻) and returns its name, password and session. */
export async function registerUser(): Promise<Identity & { name: string; password: string }> {
  const name = `e2e${Math.random().toString(36).slice(2, 10)}`;
  const password = 'secret123';
  let r = await portalCall<Identity>('/user/registerWithName', { name, password, deviceID: hex() });
  // The server allows a few registrations per minute from one address (fixed window): wait it out.
  for (let tries = 0; r.code === 429 && tries < 2; tries++) {
    await new Promise((ok) => setTimeout(ok, 60_000 - (Date.now() % 60_000) + 500));
    r = await portalCall<Identity>('/user/registerWithName', { name, password, deviceID: hex() });
  }
  if (r.code !== 0) throw new Error(`register failed: ${r.code} ${r.msg}`);
  return { name, password, uid: r.data.uid, token: r.data.token };
}

/** Logs in through the app's own login form and waits for the guard to move on. */
export async function loginThroughUi(page: Page, name: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(name);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}

/** Opens the login page, closes the announcement and logs in through the form. */
export async function signInThroughUi(page: Page, name: string, password: string): Promise<void> {
  await page.goto('/login');
  await waitForLayout(page);
  await dismissAnnouncement(page);
  await loginThroughUi(page, name, password);
}

/** Ticks nothing and closes the announcement if it is up, so it does not cover the screen. */
export async function dismissAnnouncement(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: '我知道了' });
  // The announcement may come with the HTML (a tab) or from the network (signed in, other pages), and
  // its dialog chunks load on demand: once the network is quiet, it is up or not coming.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  try {
    await button.waitFor({ timeout: 2000 });
    await button.click();
    await button.waitFor({ state: 'hidden', timeout: 5000 });
  } catch {
    // no announcement today
  }
}

/** The texts Chromium's accessibility tree exposes, as a screen reader reads them. */
export async function readableTexts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value?: string }; name?: { value?: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && n.role?.value === 'StaticText')
    .map((n) => String(n.name?.value ?? ''));
}
