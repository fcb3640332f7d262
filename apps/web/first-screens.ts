/**
 * The pages the server rendering renders as first screens (src/server-rendering/handle-request.tsx),
 * with the page chunk to preload with the HTML and where in the page's loader data its largest picture
 * is. They are rendered with the app's own loaders, the root's included (the announcement every screen
 * shows at start-up, src/lib/startup-data.ts `loadStartup`); other pages get the shell.
 */

export interface FirstScreen {
  /** The page's address; `:name` marks a parameter (deep links only). */
  path: string;
  /** The route's page module, relative to this folder. */
  module: string;
  /** JSON pointer into the page route's loader data to the image that is the page's largest paint, if any. */
  lcpImage?: string;
}

/**
 * The module of the announcement popup, which any first screen may open with (the root loader fetches
 * the announcement): the server preloads its chunks with a page it rendered with the popup.
 */
export const announcementPopupModule = 'src/app/overlays/announcement-popup.tsx';

export const firstScreens: FirstScreen[] = [
  {
    path: '/',
    module: 'src/features/home/routes/home-page.tsx',
    lcpImage: '/data/banners/0/image',
  },
  { path: '/square', module: 'src/features/square/routes/square-page.tsx' },
  {
    path: '/animate',
    module: 'src/features/comics/routes/comics-page.tsx',
    lcpImage: '/home/data/featured/0/cover',
  },
  { path: '/games', module: 'src/features/games/routes/games-page.tsx' },
];

/**
 * Deep links partners send visitors to (a game's page from a channel site, a chapter): the server
 * renders them for the id in the address as it does the tabs, and preloads their chunk and largest
 * picture with the HTML.
 */
export const deepLinkScreens: FirstScreen[] = [
  {
    path: '/detail/:id',
    module: 'src/features/games/routes/game-detail-page.tsx',
    lcpImage: '/game/data/screenshots/0/url',
  },
  {
    // A chapter opened from a link: its first page is the largest paint.
    path: '/readbook/:id/:cid',
    module: 'src/features/comics/routes/read-book-page.tsx',
    lcpImage: '/chapter/data/pages/0/url',
  },
];
