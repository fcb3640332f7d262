import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const MOBILE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export const baseURL = () => inject('baseURL');
export const backend = () => inject('backend');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A fresh context (own storage) at the given viewport that records console errors. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  opts: { isMobile?: boolean; storage?: Record<string, string> } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
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
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors };
}

/** Waits until the router has rendered a layout (lazy page chunk loaded). */
export async function waitForLayout(page: Page): Promise<string> {
  const el = await page.waitForSelector('[data-layout]', { timeout: 15_000 });
  return (await el.getAttribute('data-layout')) ?? '';
}
