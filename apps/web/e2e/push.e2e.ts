// Web Push in Chromium at 375 px on the real server: the 推送通知 row on 我的 (never asking on load), and
// the service worker's `push` and `notificationclick`. The browser's own push service is not reachable
// from these machines, so a message is handed to the worker with CDP `ServiceWorker.deliverPushMessage`,
// as Chromium does when its push service delivers one.
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  allowNotifications,
  deliverPush,
  shownNotifications,
  tapNotification,
  waitForControl,
} from '@portal/test-support/service-worker';
import { describe, expect, it } from 'vitest';
import { go, loginAs, openAt, registerOn } from './account-server';
import { ownServerSuite } from './own-server-suite';

const own = ownServerSuite();

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
    await go(page, '/');
    await allowNotifications(page);
    await waitForControl(page);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');

    const message = { title: '你订阅的漫画更新了', body: '第12话 已更新', url: '/faq', tag: 'chapter:3' };
    await deliverPush(page, JSON.stringify(message));
    await expect.poll(async () => (await shownNotifications(page)).length, { timeout: 15_000 }).toBe(1);
    const [notification] = await shownNotifications(page);
    expect(notification).toMatchObject({
      title: message.title,
      body: message.body,
      tag: message.tag,
      data: { url: '/faq' },
    });
    expect(notification?.icon).toMatch(/\/icons\/icon-192\.png$/);

    await tapNotification(context);
    await page.waitForURL((u) => u.pathname === '/faq', { timeout: 15_000 });
    // The tap also closed it.
    await expect.poll(async () => (await shownNotifications(page)).length).toBe(0);
    await close();
    expect(errors).toEqual([]);
  });
});
