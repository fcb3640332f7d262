/// <reference lib="dom" />
/**
 * The web app's service worker driven from a browser test. Chromium's own push service is out of reach
 * from these machines, so a push message is handed to the worker with CDP
 * `ServiceWorker.deliverPushMessage`, as Chromium does when its push service delivers one; and CDP cannot
 * tap a notification, so the worker's own `notificationclick` is dispatched inside it, with the
 * notification it shows, as Chromium does on a tap.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** A notification as the service worker's registration lists it. */
export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: { url?: string } | null;
}

/** Notifications allowed for the page's site, as for a player who tapped 开启 and said yes. */
export async function allowNotifications(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
}

/** Waits until the page's service worker is installed and controls the page. */
export async function waitForControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

/** The service worker registration's id for `origin`, as CDP's ServiceWorker domain names it. */
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

/** Hands the page's service worker a push message whose data is `data`, as the browser's push service would. */
export async function deliverPush(page: Page, data: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId(cdp, origin),
      data,
    });
  } finally {
    await cdp.detach();
  }
}

/** The notifications the page's service worker shows now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(
      (n): ShownNotification => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data }),
    );
  });
}

/**
 * Taps the notification the context's service worker shows: its `notificationclick` runs with it. A
 * script's event may not extend its lifetime, so its waitUntil is replaced by one that hands the work back.
 */
export async function tapNotification(context: BrowserContext): Promise<void> {
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
    const [shown] = await sw.registration.getNotifications();
    if (!shown) throw new Error('no notification');
    const event = new NotificationClick('notificationclick', { notification: shown });
    let work: Promise<unknown> = Promise.resolve();
    Object.defineProperty(event, 'waitUntil', {
      value: (p: Promise<unknown>) => {
        work = p;
      },
    });
    sw.dispatchEvent(event);
    await work;
  });
}
