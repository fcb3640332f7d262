/**
 * The Cache Storage names the service worker (src/sw/) and the page share. The page writes the
 * pictures of chapters kept for offline reading itself (lib/offline-chapters.ts); the worker reads
 * every cache when a picture is asked for.
 */
export const CACHE_PREFIX = 'xzl';

/** Chapter answers (`/portal/web/book/chapter`) and their page pictures: recent ones and 离线阅读 ones. */
export const OFFLINE_CHAPTERS_CACHE = `${CACHE_PREFIX}-offline-chapters`;

/** Read answers (lists, details) by address, body and account. */
export const ANSWERS_CACHE = `${CACHE_PREFIX}-answers`;

/** Pictures seen while browsing, first from the cache, a bounded number for a week. */
export const PICTURES_CACHE = `${CACHE_PREFIX}-pictures`;

/** The last page the server rendered for each address, per build (their chunks are that build's). */
export const pagesCacheName = (build: string) => `${CACHE_PREFIX}-pages-${build}`;

/** The shell and route chunks of one build. */
export const precacheName = (build: string) => `${CACHE_PREFIX}-precache-${build}`;

/** Messages the page sends to a service worker. */
export const SKIP_WAITING = 'skip-waiting';

/**
 * The page has loaded and gone idle: the worker may now fetch the fresh copy of a page it answered from
 * its cache, for the next visit, without competing with this visit's first screen.
 */
export const PAGE_SETTLED = 'page-settled';

/**
 * Asks the service worker to keep pictures in the offline chapters' cache; it answers on the message's
 * port with one boolean per picture. The worker fetches them: the page's CSP allows it no fetch of a
 * partner CDN's picture, the worker's does (apps/server http/security.ts).
 */
export const KEEP_PICTURES = 'keep-pictures';
