import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, openPage, portalCall, registerUser, waitForLayout } from './browser';
import { type RouteCase, routeCases, seedIds } from './fixtures';

const APP_TITLE = 'X钻乐园';
let browser: Browser;
let cases: RouteCase[] = [];
let account: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  browser = await launch();
  account = await registerUser();
  // A message of this user's own inbox (new accounts get a welcome message).
  const inbox = await portalCall<{ records: { id: number }[] }>(
    '/user/center/message/all',
    { uid: account.uid, currentPage: 1, pageSize: 1 },
    account,
  );
  cases = routeCases(await seedIds(), inbox.data.records[0]?.id);
});
afterAll(() => browser?.close());

// The SDK keeps the signed-in account under 'userInfo' (the product keeps the account in local storage).
const signedIn = () => ({
  userInfo: JSON.stringify({
    uid: account.uid,
    token: account.token,
    name: account.name,
    loginName: account.name,
  }),
});

for (const [label, viewport] of [
  ['375x812', MOBILE],
  ['1280x800', DESKTOP],
] as const) {
  describe(`every route at ${label}`, () => {
    it('renders its layout and title without console errors (signed in)', async () => {
      const { page, context, errors } = await openPage(browser, viewport, { storage: signedIn() });
      const failures: string[] = [];
      for (const c of cases.filter((x) => !x.guestOnly)) {
        await page.goto(c.path);
        const layout = await waitForLayout(page);
        await page.waitForLoadState('networkidle');
        const title = await page.title();
        if (layout !== c.layout) failures.push(`${c.path}: layout ${layout}, expected ${c.layout}`);
        if (title !== `${APP_TITLE} | ${c.title}`) failures.push(`${c.path}: title "${title}"`);
        if (new URL(page.url()).pathname !== c.path.split('?')[0])
          failures.push(`${c.path}: moved to ${page.url()}`);
      }
      await context.close();
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('sends a guest from each login-only route to /login with the way back', async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      for (const c of cases.filter((x) => x.withAuth)) {
        await page.goto(c.path);
        await page.waitForURL(/\/login\?redirect=/);
        const url = new URL(page.url());
        expect(url.searchParams.get('redirect')).toBe(c.path);
        // The login page's module loads after the redirect: past expect.poll's 1 s default on a slow host.
        await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${APP_TITLE} | 登录`);
      }
      await context.close();
      expect(errors).toEqual([]);
    });

    it('login screens render for a guest and send a signed-in user home', async () => {
      const guest = await openPage(browser, viewport);
      for (const c of cases.filter((x) => x.guestOnly)) {
        await guest.page.goto(c.path);
        expect(await waitForLayout(guest.page)).toBe('simple');
        expect(await guest.page.title()).toBe(`${APP_TITLE} | ${c.title}`);
      }
      await guest.context.close();
      expect(guest.errors).toEqual([]);
      const user = await openPage(browser, viewport, { storage: signedIn() });
      for (const c of cases.filter((x) => x.guestOnly)) {
        await user.page.goto(c.path);
        await user.page.waitForURL((u) => u.pathname === '/');
      }
      await user.context.close();
    });

    it('redirects an unknown path to home', async () => {
      const { page, context } = await openPage(browser, viewport);
      await page.goto('/no/such/page');
      await page.waitForURL((u) => u.pathname === '/');
      expect(await waitForLayout(page)).toBe('tabbed');
      await context.close();
    });
  });
}
