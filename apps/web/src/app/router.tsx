import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type DataRouter,
  type HydrationState,
  type LoaderFunction,
  matchRoutes,
  Navigate,
  type RouteObject,
} from 'react-router';
import { loadStartup } from '../lib/startup-data';
import { LiteLayout } from './layouts/lite-layout';
import { PageLayout } from './layouts/page-layout';
import { RootFallback, RootLayout } from './layouts/root-layout';
import { SimpleLayout } from './layouts/simple-layout';
import { TabbedLayout } from './layouts/tabbed-layout';
import { RouteError } from './route-error';
import { META, type RouteMeta } from './route-meta';

/** A page module: the page, and for a tab's first screen the loader that fetches its data ahead. */
type PageModule = { default: ComponentType; loader?: LoaderFunction };

/** A route whose page module is fetched on first visit (pages load on demand, so the first screen carries only its own). */
function page(path: string | undefined, meta: RouteMeta, load: () => Promise<PageModule>): RouteObject {
  const lazy = async () => {
    const { default: Component, loader } = await load();
    return loader ? { Component, loader } : { Component };
  };
  return path === undefined ? { index: true, handle: meta, lazy } : { path, handle: meta, lazy };
}

/** The root route's id, under which its data (lib/startup-data.ts `StartupData`) travels in the hydration data. */
export const ROOT_ROUTE_ID = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    // Start-up's answer comes once, with the first screen: nothing of it changes with the address.
    loader: loadStartup,
    shouldRevalidate: () => false,
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: TabbedLayout,
        children: [
          page(undefined, META.home, () => import('../features/home/routes/home-page')),
          page('square', META.square, () => import('../features/square/routes/square-page')),
          page('animate', META.animate, () => import('../features/comics/routes/comics-page')),
          page('games/:type?', META.games, () => import('../features/games/routes/games-page')),
          page('profile', META.profile, () => import('../features/profile/routes/profile-page')),
        ],
      },
      {
        Component: PageLayout,
        children: [
          page('detail/:id', META.detail, () => import('../features/games/routes/game-detail-page')),
          page('recharge', META.recharge, () => import('../features/wallet/routes/recharge-page')),
          page('welfare', META.welfare, () => import('../features/welfare/routes/welfare-page')),
          page('task', META.task, () => import('../features/welfare/routes/task-page')),
          page('xdetail', META.xdetail, () => import('../features/wallet/routes/xdetail-page')),
          page('readhistory', META.readhistory, () => import('../features/comics/routes/read-history-page')),
          page(
            'subscriblist',
            META.subscriblist,
            () => import('../features/comics/routes/subscriptions-page'),
          ),
          page('readbook/:id/:cid', META.readbook, () => import('../features/comics/routes/read-book-page')),
          page('bookmenu/:id', META.bookmenu, () => import('../features/comics/routes/book-menu-page')),
          page('bookinfo/:id', META.bookinfo, () => import('../features/comics/routes/book-info-page')),
          page('post/:id', META.post, () => import('../features/square/routes/post-page')),
          page('download', META.download, () => import('../features/games/routes/download-page')),
          page('reservations', META.reservations, () => import('../features/games/routes/reservations-page')),
          page('checkin', META.checkin, () => import('../features/welfare/routes/checkin-page')),
          page('activity', META.activity, () => import('../features/welfare/routes/activity-page')),
        ],
      },
      {
        Component: SimpleLayout,
        children: [
          page('login', META.login, () => import('../features/account/routes/login-page')),
          page('register', META.register, () => import('../features/account/routes/register-page')),
          page('other', META.loginOther, () => import('../features/account/routes/login-other-page')),
          page('find', META.findPassword, () => import('../features/account/routes/find-password-page')),
          page('bind', META.bindPhone, () => import('../features/account/routes/bind-phone-page')),
          page('changename', META.changename, () => import('../features/account/routes/change-name-page')),
          page('reset', META.resetPwd, () => import('../features/account/routes/reset-password-page')),
          page('faq', META.faq, () => import('../features/content/routes/faq-page')),
          page('message', META.message, () => import('../features/profile/routes/message-page')),
          page('msgdetail', META.msgdetail, () => import('../features/profile/routes/message-detail-page')),
          page(
            'notify-settings',
            META.notifySettings,
            () => import('../features/profile/routes/notify-settings-page'),
          ),
          page('gifts', META.gifts, () => import('../features/profile/routes/gifts-page')),
          page('user', META.user, () => import('../features/profile/routes/user-page')),
          page('blacklist', META.blacklist, () => import('../features/profile/routes/blacklist-page')),
          page('business', META.business, () => import('../features/content/routes/business-page')),
          page(
            'commenthistory',
            META.commenthistory,
            () => import('../features/square/routes/comment-history-page'),
          ),
        ],
      },
      {
        Component: LiteLayout,
        children: [page('postpage', META.postpage, () => import('../features/square/routes/publish-page'))],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The app's browser router, started: it matches the address and starts the first route's loader. */
export function createAppRouter(): DataRouter {
  return createBrowserRouter(routes);
}

/**
 * The app's browser router over a screen the server rendered, whose loaders' data `hydrationData` holds:
 * it runs no loader for it. React Router loads a lazy route's loader again on hydration, since it cannot
 * know whether the route has one; the page modules of the address are loaded first, as its guide to
 * hydrating lazy routes says, so the router starts with their data and renders them at once.
 */
export async function createHydratingRouter(hydrationData: HydrationState): Promise<DataRouter> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}
