import type { Browser, Page } from 'playwright-core';
import { openPage, portalCall, registerUser, type TestPage, waitForLayout } from './browser';
import { type RouteCase, routeCases, seedIds } from './fixtures';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

export interface EveryRoute {
  cases: RouteCase[];
  /** Local storage of a signed-in user (the SDK keeps the account under 'userInfo'). */
  signedIn: Record<string, string>;
}

/** A fresh user with a message in the inbox, and every product route opening on seeded content. */
export async function everyRoute(): Promise<EveryRoute> {
  const account = await registerUser();
  const inbox = await portalCall<{ records: { id: number }[] }>(
    '/user/center/message/all',
    { uid: account.uid, currentPage: 1, pageSize: 1 },
    account,
  );
  return {
    cases: routeCases(await seedIds(), inbox.data.records[0]?.id),
    signedIn: {
      userInfo: JSON.stringify({
        uid: account.uid,
        token: account.token,
        name: account.name,
        loginName: account.name,
      }),
    },
  };
}

/** Ticks 今日不再显示 and closes the announcement, so no later page of this context opens with it. */
export async function dismissForToday(page: Page): Promise<void> {
  const popup = page.getByTestId('announcement');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  try {
    await popup.waitFor({ timeout: 3000 });
  } catch {
    return;
  }
  await page.getByLabel('今日不再显示').check();
  await page.getByRole('button', { name: '关闭' }).click();
  await popup.waitFor({ state: 'detached' });
}

/**
 * Opens every route in `theme` (the stored choice 浅色 or 深色), as a signed-in user, or as a guest for the
 * login screens, with the announcement dismissed, and hands each settled page to `visit`.
 */
export async function visitEveryRoute(
  browser: Browser,
  routes: EveryRoute,
  viewport: { width: number; height: number },
  theme: Theme,
  visit: (page: Page, route: RouteCase) => Promise<void>,
): Promise<string[]> {
  const errors: string[] = [];
  for (const guest of [false, true]) {
    const opened: TestPage = await openPage(browser, viewport, {
      storage: { portal_theme: theme, ...(guest ? {} : routes.signedIn) },
    });
    const { page, context } = opened;
    let first = true;
    // E2E_ROUTES=/square,/post walks only the routes starting with one of these (while fixing one).
    const only = process.env.E2E_ROUTES?.split(',');
    const cases = routes.cases.filter(
      (c) => Boolean(c.guestOnly) === guest && (!only || only.some((p) => c.path.startsWith(p))),
    );
    for (const route of cases) {
      // Once more when the app was not live in time: a busy machine, not a finding of these walks.
      await page.goto(route.path).catch(() => page.goto(route.path));
      await waitForLayout(page);
      if (first) await dismissForToday(page);
      first = false;
      await page.waitForLoadState('networkidle').catch(() => undefined);
      // Pictures and entrance animations settle (a popping card is half transparent for 0.2 s).
      await page.waitForTimeout(300);
      await visit(page, route);
    }
    await context.close();
    errors.push(...opened.errors);
  }
  return errors;
}
