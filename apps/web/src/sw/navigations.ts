/// <reference lib="webworker" />
// Page loads. The server renders a tab's first screen with its data; the worker keeps the last one it
// got for each address and answers the next visit with it at once, fetching a fresh one behind it for
// the visit after (stale while revalidate): a repeat visit never waits on the network. An address
// never seen before goes to the network, and offline falls back to the app shell precached with the
// build, which renders the route from the kept answers.
import { matchPrecache } from 'workbox-precaching';
import { SERVER_RENDERING_MARKUP } from '../lib/server-rendering-markup.ts';
import { trim } from './read-answers.ts';

declare const self: ServiceWorkerGlobalScope;

/** Pages kept per build. */
const MAX_PAGES = 40;

/**
 * The announcement's '今日不再显示' cookie (apps/web lib/announcement-cookie.ts) decides whether the
 * server put the popup into the page: a page kept under another value is not the one to show.
 */
const NOTICE_COOKIE = SERVER_RENDERING_MARKUP.announcementCookie;

interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null>;
}

async function noticeCookie(): Promise<string> {
  const store = (self as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!store) return '';
  try {
    return (await store.get(NOTICE_COOKIE))?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * The key a page is kept under, or null for one not to keep: an address with a query (a `?token=`
 * login, `?redirect=`) is personal or one-off.
 */
async function pageKey(request: Request): Promise<string | null> {
  const url = new URL(request.url);
  if (url.search) return null;
  const notice = await noticeCookie();
  return notice ? `${url.origin}${url.pathname}?notice-off=${encodeURIComponent(notice)}` : url.href;
}

const isPage = (response: Response) =>
  response.ok && (response.headers.get('content-type') ?? '').includes('text/html');

export function createNavigationHandler(pagesCache: string) {
  return async ({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> => {
    const [cache, key] = await Promise.all([caches.open(pagesCache), pageKey(request)]);
    const kept = key ? await cache.match(key, { ignoreVary: true }) : undefined;
    const fromNetwork = fetch(request).then(async (response) => {
      if (key && isPage(response)) {
        await cache.put(key, response.clone());
        await trim(cache, MAX_PAGES);
      }
      return response;
    });
    if (kept) {
      event.waitUntil(fromNetwork.catch(() => undefined));
      return kept;
    }
    try {
      return await fromNetwork;
    } catch (error) {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  };
}
