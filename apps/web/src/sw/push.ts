/// <reference lib="webworker" />
// Web Push in the service worker: a message from the server (apps/server/src/modules/push, JSON
// `{ title, body, url, tag }`) is shown as a notification; a tap on it brings the app forward on its page.

import { PRODUCT_NAME } from '@portal/sdk/helpers';

/** What a notification says and opens. */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The app's name: the title of a message that arrives without one. */
const APP_NAME = PRODUCT_NAME;
const ICON = '/icons/icon-192.png';

/** Only a path of this site: a message never sends the app elsewhere. */
export function appPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')
    ? url
    : '/';
}

/** The message as the server sent it, or a plain one when it is not JSON (a push service's test message). */
export function noticeOf(text: string): PushNotice {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data === 'object' && data !== null) {
      const { title, body, url, tag } = data as Record<string, unknown>;
      return {
        title: typeof title === 'string' && title ? title : APP_NAME,
        body: typeof body === 'string' ? body : '',
        url: appPath(url),
        tag: typeof tag === 'string' ? tag : '',
      };
    }
  } catch {
    // not JSON: shown as text below
  }
  return { title: APP_NAME, body: text, url: '/', tag: '' };
}

export function installPush(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const notice = noticeOf(event.data?.text() ?? '');
    event.waitUntil(
      self.registration.showNotification(notice.title, {
        body: notice.body,
        icon: ICON,
        badge: ICON,
        // One tag replaces the last notification of that tag (likes of one post add up in one).
        ...(notice.tag ? { tag: notice.tag } : {}),
        data: { url: notice.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const target = new URL(appPath(data?.url), self.location.origin).href;
    event.waitUntil(openOrFocus(self, target));
  });
}

/** An open window of the app is brought forward and sent to the page; without one, a window opens there. */
async function openOrFocus(self: ServiceWorkerGlobalScope, href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    try {
      // navigate() is refused for a window this worker does not control: a new window then.
      const moved = await open.navigate(href);
      if (moved) {
        await moved.focus().catch(() => undefined);
        return;
      }
    } catch {
      // fall through to a new window
    }
  }
  await self.clients.openWindow(href);
}
