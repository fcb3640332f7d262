/**
 * What each tab's first screen needs, declared by the app and carried out by the server: the page chunk
 * to preload with the HTML, and the guest API calls whose answers the server embeds in the HTML
 * (src/lib/primed-fetch.ts answers them in the page). The calls must be exactly what the page sends on
 * its first mount; e2e/first-screen.e2e.ts fails when a declared call still goes to the network.
 */

import { PAGE_SIZES } from './src/config/page-sizes.ts';

/** The SDK's portal-family defaults (appID 2008, channel "0"), which lib/portal.ts does not override. */
const portalIds = { appID: '2008', channelID: '0' };

export interface FirstScreenCall {
  method: 'GET' | 'POST';
  /** Path as the browser requests it: /api/... for the square family, /portal/... for the portal one. */
  path: string;
  /** Query (GET) or form body (POST) fields. */
  params?: Record<string, string>;
  /**
   * The lazily loaded module that shows this answer: the server preloads its chunks with the HTML
   * when the embedded answer has data (the announcement popup only when there is an announcement).
   */
  shownBy?: string;
}

export interface FirstScreen {
  /** The page's address; `:name` marks a parameter (deep links only), which a call's params may use as a value. */
  path: string;
  /** The route's page module, relative to this folder. */
  module: string;
  calls: FirstScreenCall[];
  /** JSON pointer into the first call's answer to the image that is the page's largest paint, if any. */
  lcpImage?: string;
  /**
   * Whether the server also draws that image into the prerendered shell's wide slot (index.html
   * `data-shell-image`): only for a page whose largest picture sits exactly there, so the page paints
   * it before any JavaScript has run and React later puts the same picture in the same place.
   */
  shellImage?: boolean;
}

/** Calls every screen makes at start-up for a guest: the announcement (SDK announcement.load). */
export const everyScreenCalls: FirstScreenCall[] = [
  {
    method: 'POST',
    path: '/portal/web/announcement',
    params: { posType: '1', ...portalIds },
    shownBy: 'src/app/overlays/announcement-popup.tsx',
  },
];

export const firstScreens: FirstScreen[] = [
  {
    path: '/',
    module: 'src/features/home/routes/home-page.tsx',
    calls: [{ method: 'POST', path: '/portal/web/home', params: portalIds }],
    lcpImage: '/data/banners/0/image',
    shellImage: true,
  },
  {
    path: '/square',
    module: 'src/features/square/routes/square-page.tsx',
    calls: [
      {
        method: 'GET',
        path: '/api/v1/square/post/list',
        params: { currentPage: '1', pageSize: String(PAGE_SIZES.posts), sort: '1' },
      },
      { method: 'GET', path: '/api/v1/square/tag/list' },
    ],
  },
  {
    path: '/animate',
    module: 'src/features/comics/routes/comics-page.tsx',
    calls: [
      { method: 'POST', path: '/portal/web/book/home', params: portalIds },
      {
        method: 'POST',
        path: '/portal/web/book/list',
        params: { order: 'hot', currentPage: '1', pageSize: String(PAGE_SIZES.books), ...portalIds },
      },
    ],
    lcpImage: '/data/featured/0/cover',
  },
  {
    path: '/games',
    module: 'src/features/games/routes/games-page.tsx',
    calls: [
      { method: 'POST', path: '/portal/web/game/types', params: portalIds },
      {
        method: 'POST',
        path: '/portal/web/game/list',
        params: { currentPage: '1', pageSize: String(PAGE_SIZES.games), ...portalIds },
      },
    ],
  },
];

/**
 * Deep links partners send visitors to (a game's page from a channel site, a chapter): the server embeds their
 * guest answers and preloads their chunk and largest picture with the HTML, for the id in the address,
 * so the page needs no round trip after its JavaScript has run. Both are also rendered on the server,
 * as the tabs are (the reader its first pages). A parameter's value in a call is written `:name`.
 */
export const deepLinkScreens: FirstScreen[] = [
  {
    path: '/detail/:id',
    module: 'src/features/games/routes/game-detail-page.tsx',
    calls: [
      // appID names the game here, in place of the portal's own.
      { method: 'POST', path: '/portal/web/game/detail', params: { ...portalIds, appID: ':id' } },
      { method: 'POST', path: '/portal/web/game/detail/giftlist', params: { ...portalIds, appID: ':id' } },
    ],
    lcpImage: '/data/screenshots/0/url',
  },
  {
    // A chapter opened from a link: its pages (the first is the largest paint) and the book.
    path: '/readbook/:id/:cid',
    module: 'src/features/comics/routes/read-book-page.tsx',
    calls: [
      {
        method: 'POST',
        path: '/portal/web/book/chapter',
        params: { bookId: ':id', chapterId: ':cid', ...portalIds },
      },
      { method: 'POST', path: '/portal/web/book/info', params: { bookId: ':id', ...portalIds } },
    ],
    lcpImage: '/data/pages/0/url',
  },
];
