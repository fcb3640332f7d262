// A new chapter as a subscriber's phone gets it, in Chromium on the real server: the operator adds a
// chapter in the console; the server's notifications job sends the Web Push to the player's device (a
// subscription of a local push service, web-push-testing, which checks the VAPID signature and decrypts
// the message with the subscription's keys, as a browser's push service and the browser would); that
// decrypted message is delivered to the web app's service worker at 375 px, which shows it, and a tap on
// it opens the chapter.
import { type LocalPushService, startLocalPushService } from '@portal/test-support/push-service';
import {
  allowNotifications,
  deliverPush,
  shownNotifications,
  tapNotification,
  waitForControl,
} from '@portal/test-support/service-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSuite, DESKTOP, dismissAnnouncement, shots } from './console-suite';
import { portalCall, registerPlayer } from './portal';

// The local push service listens on http://localhost: the server accepts such an endpoint only so told.
const suite = consoleSuite({ PUSH_ALLOW_LOCAL_ENDPOINTS: '1' });
const { openPage, signIn, openArea, adminGet, playerOnWeb } = suite;

let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startLocalPushService();
});
afterAll(() => pushService?.close());

describe('a chapter the console adds, pushed to a subscriber', () => {
  it("reaches the player's phone as a notification whose tap opens the chapter", async () => {
    const books = await adminGet<{ records: { id: number; title: string }[] }>(
      '/v1/admin/books?currentPage=1&pageSize=1',
    );
    const book = books.records[0];
    if (!book) throw new Error('the seed has no comic');
    const player = await registerPlayer(suite.portal);
    expect((await portalCall(suite.portal, '/user/book/subscribe', { bookId: book.id }, player)).code).toBe(
      0,
    );

    // The player's device: a subscription made with the server's VAPID key, stored as the app stores it.
    const key = await portalCall<{ publicKey: string }>(suite.portal, '/user/push/key');
    const device = await pushService.subscribe(key.data.publicKey);
    const stored = await portalCall(
      suite.portal,
      '/user/push/subscribe',
      { endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth },
      player,
    );
    expect(stored).toMatchObject({ code: 0, msg: '已开启推送通知' });

    // The player's phone, signed in, its service worker in control and notifications allowed.
    const phone = await playerOnWeb(player, 'allow');
    await phone.page.goto('/');
    await allowNotifications(phone.page);
    await dismissAnnouncement(phone.page);
    await waitForControl(phone.page);

    // The operator adds the chapter.
    const chapterTitle = `第${Date.now() % 1000}话 推送`;
    const consolePage = await openPage(DESKTOP);
    await signIn(consolePage.page, 'yunying');
    await openArea(consolePage.page, '漫画管理');
    await consolePage.page.getByLabel('搜索书名或作者').fill(book.title);
    await consolePage.page.getByLabel('搜索书名或作者').press('Enter');
    const row = consolePage.page.getByRole('row').filter({ hasText: book.title }).first();
    await row.getByRole('button', { name: '章节' }).click();
    await consolePage.page.getByLabel('章节标题').fill(chapterTitle);
    await consolePage.page.getByRole('button', { name: '添加章节' }).click();
    await consolePage.page.getByTestId('toast').filter({ hasText: '章节已添加' }).waitFor();
    expect(consolePage.errors).toEqual([]);
    await consolePage.context.close();
    const chapters = await adminGet<{ id: number; title: string }[]>(`/v1/admin/books/${book.id}/chapters`);
    const chapter = chapters.find((c) => c.title === chapterTitle);
    if (!chapter) throw new Error(`no chapter ${chapterTitle}`);

    // The server's push, as the push service received and decrypted it.
    let received: string[] = [];
    await expect
      .poll(
        async () => {
          received = await pushService.received(device);
          return received.length;
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    const payload = JSON.parse(received[0] ?? '{}') as { title: string; body: string; url: string };
    const chapterPath = `/readbook/${book.id}/${chapter.id}`;
    expect(payload).toMatchObject({ title: `《${book.title}》更新了`, url: chapterPath });
    expect(payload.body).toContain(chapterTitle);

    // Delivered to the phone as the browser's push service would: shown, then tapped.
    await deliverPush(phone.page, received[0] ?? '');
    await expect.poll(async () => (await shownNotifications(phone.page)).length).toBe(1);
    const [shown] = await shownNotifications(phone.page);
    expect(shown).toMatchObject({ title: payload.title, body: payload.body, data: { url: chapterPath } });
    await tapNotification(phone.context);
    await phone.page.waitForURL((url) => url.pathname === chapterPath);
    await phone.page.screenshot({ path: `${shots}chapter-push-opened-375x812.png` });
    await expect.poll(async () => (await shownNotifications(phone.page)).length).toBe(0);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
