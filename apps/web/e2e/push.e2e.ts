// Web Push in Chromium at 375 px on the real server: the 推送通知 row on 我的 (never asking on load), and
// the service worker's `push` and `notificationclick`. The browser's own push service is not reachable
// from these machines, so a message is handed to the worker with CDP `ServiceWorker.deliverPushMessage`,
// as Chromium does when its push service delivers one.
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { go, loginAs, openAt, registerOn } from './account-server';
import { ownServerSuite } from './own-server-suite';

const own = ownServerSuite();

/** A page whose service worker is installed and in control. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

/** The service worker registration's id, as CDP's ServiceWorker domain names it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = (registrations as { registrationId: string; scopeURL: string; isDeleted: boolean }[]).find(
        (r) => r.scopeURL.startsWith(origin) && !r.isDeleted,
      );
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

type Shown = { title: string; body: string; tag: string; icon: string; data: { url?: string } | null };

describe('web push', () => {
  it('the 推送通知 row says why and asks for permission only on a tap', async () => {
    const user = await registerOn(own.server.url);
    const { page, close, errors } = await openAt(own.browser, own.server.url, { serviceWorkers: 'allow' });
    await loginAs(page, user);
    await go(page, '/profile');
    const row = page.getByTestId('push-cell');
    await row.waitFor();
    await expect.poll(() => row.getByTestId('push-status').textContent(), { timeout: 30_000 }).toBe('未开启');
    expect(await row.textContent()).toContain('开启推送通知，及时收到漫画更新和回复提醒');
    // Loaded and shown, never asked.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(tmpdir(), 'push-profile-375.png') });

    // The tap asks; this headless browser answers the prompt with a refusal, which the row then shows.
    await row.getByRole('button', { name: '开启' }).click();
    await expect.poll(() => row.getByTestId('push-status').textContent(), { timeout: 15_000 }).toBe('已拒绝');
    expect(await row.textContent()).toContain('请在浏览器的网站设置中允许通知');
    await close();
    expect(errors).toEqual([]);
  });

  it("the service worker shows a pushed message, and a tap on it opens the message's page", async () => {
    const { page, context, close, errors } = await openAt(own.browser, own.server.url, {
      serviceWorkers: 'allow',
    });
    const origin = new URL(own.server.url).origin;
    // Notifications allowed for the site (in this test's browser context), as a user who tapped 开启 and
    // said yes would have them.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    const browserCdp = await own.browser.newBrowserCDPSession();
    await browserCdp.send('Browser.grantPermissions', {
      origin,
      permissions: ['notifications'],
      browserContextId: targetInfo.browserContextId,
    });
    await go(page, '/');
    await controlled(page);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');

    const id = await registrationId(cdp, origin);
    const message = { title: '你订阅的漫画更新了', body: '第12话 已更新', url: '/faq', tag: 'chapter:3' };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: id,
      data: JSON.stringify(message),
    });

    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map(
          (n): Shown => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data }),
        );
      });
    await expect.poll(async () => (await shown()).length, { timeout: 15_000 }).toBe(1);
    const [notification] = await shown();
    expect(notification).toMatchObject({
      title: message.title,
      body: message.body,
      tag: message.tag,
      data: { url: '/faq' },
    });
    expect(notification?.icon).toMatch(/\/icons\/icon-192\.png$/);

    // CDP cannot tap a notification: the test dispatches the worker's own `notificationclick` inside the
    // worker, with the notification it shows (getNotifications), as Chromium does on a tap. A script's
    // event may not extend its lifetime, so its waitUntil is replaced by one that hands the work back.
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async () => {
      // The worker's scope, typed here by what the test touches (this file is compiled with the DOM lib).
      type ClickEvent = Event & { notification: Notification };
      const sw = self as unknown as EventTarget & { registration: ServiceWorkerRegistration };
      const NotificationClick = (
        self as unknown as {
          NotificationEvent: new (type: string, init: { notification: Notification }) => ClickEvent;
        }
      ).NotificationEvent;
      const [shownNotification] = await sw.registration.getNotifications();
      if (!shownNotification) throw new Error('no notification');
      const event = new NotificationClick('notificationclick', { notification: shownNotification });
      let work: Promise<unknown> = Promise.resolve();
      Object.defineProperty(event, 'waitUntil', {
        value: (p: Promise<unknown>) => {
          work = p;
        },
      });
      sw.dispatchEvent(event);
      await work;
    });
    await page.waitForURL((u) => u.pathname === '/faq', { timeout: 15_000 });
    // The tap also closed it.
    await expect.poll(async () => (await shown()).length).toBe(0);
    await close();
    expect(errors).toEqual([]);
  });
});
