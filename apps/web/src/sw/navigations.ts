/// <reference lib="webworker" />
// Page loads. The server renders a tab's first screen with its data; the worker keeps the last one it
// got for each address and answers the next visit with it at once, fetching a fresh one behind it for
// the visit after (stale while revalidate): a repeat visit never waits on the network. The fresh copy
// is fetched once the page it answered has loaded and gone idle (the page says so, PAGE_SETTLED), not
// while that page's first screen is being drawn: the server's render and the copy's write into the
// cache would compete with it, and the copy is only for the next visit. An address never seen before
// goes to the network, and offline falls back to the app shell precached with the build, which renders
// the route from the kept answers.
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

/**
 * The longest a kept page's refresh waits for its page to say it has settled: a page that never says so
 * (its scripts failed, an older build) still gets its copy refreshed.
 */
const SETTLE_WAIT_MS = 10_000;

/** Pages answered from the cache whose refresh waits for them to settle, by client id. */
const settling = new Map<string, () => void>();

/** Called with the client whose page sent PAGE_SETTLED. */
export function pageSettled(clientId: string): void {
  settling.get(clientId)?.();
}

function settled(clientId: string): Promise<void> {
  if (!clientId) return Promise.resolve();
  return new Promise((done) => {
    const finish = () => {
      clearTimeout(timer);
      settling.delete(clientId);
      done();
    };
    const timer = setTimeout(finish, SETTLE_WAIT_MS);
    settling.set(clientId, finish);
  });
}

const isPage = (response: Response) =>
  response.ok && (response.headers.get('content-type') ?? '').includes('text/html');

export function createNavigationHandler(pagesCache: string) {
  return async ({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> => {
    const [cache, key] = await Promise.all([caches.open(pagesCache), pageKey(request)]);
    const kept = key ? await cache.match(key, { ignoreVary: true }) : undefined;
    const fetchAndKeep = () =>
      fetch(request).then(async (response) => {
        if (key && isPage(response)) {
          await cache.put(key, response.clone());
          await trim(cache, MAX_PAGES);
        }
        return response;
      });
    if (kept) {
      event.waitUntil(
        settled(event instanceof FetchEvent ? event.resultingClientId : '')
          .then(fetchAndKeep)
          .catch(() => undefined),
      );
      return kept;
    }
    try {
      return await fetchAndKeep();
    } catch (error) {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  };
}
