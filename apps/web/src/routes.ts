import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every address of the portal, with its layout. A page module (features/<area>/routes/*-page.tsx)
 * exports the page, its `handle` (route meta, app/route-meta.ts) and, for a screen whose data the
 * server renders, `loader` (server) and `clientLoader` (browser). Pages load on demand (SPEC.md
 * section 2): each module is a chunk of its own.
 */
const page = (path: string, area: string, file: string) =>
  route(path, `features/${area}/routes/${file}-page.tsx`);

export default [
  layout('app/layouts/tabbed-layout.tsx', [
    index('features/home/routes/home-page.tsx'),
    page('square', 'square', 'square'),
    page('animate', 'comics', 'comics'),
    page('games/:type?', 'games', 'games'),
    page('profile', 'profile', 'profile'),
  ]),
  layout('app/layouts/page-layout.tsx', [
    page('detail/:id', 'games', 'game-detail'),
    page('recharge', 'wallet', 'recharge'),
    page('welfare', 'engagement', 'welfare'),
    page('task', 'engagement', 'task'),
    page('xdetail', 'wallet', 'xdetail'),
    page('readhistory', 'comics', 'read-history'),
    page('subscriblist', 'comics', 'subscribe-list'),
    page('readbook/:id/:cid', 'comics', 'read-book'),
    page('bookmenu/:id', 'comics', 'book-menu'),
    page('bookinfo/:id', 'comics', 'book-info'),
    page('post/:id', 'square', 'post'),
    page('download', 'games', 'download'),
    page('checkin', 'engagement', 'checkin'),
    page('activity', 'engagement', 'activity'),
  ]),
  layout('app/layouts/simple-layout.tsx', [
    page('login', 'account', 'login'),
    page('register', 'account', 'register'),
    page('other', 'account', 'login-other'),
    page('find', 'account', 'find-password'),
    page('bind', 'account', 'bind-phone'),
    page('changename', 'account', 'change-name'),
    page('reset', 'account', 'reset-password'),
    page('faq', 'content', 'faq'),
    page('message', 'profile', 'message'),
    page('msgdetail', 'profile', 'message-detail'),
    page('gifts', 'profile', 'gifts'),
    page('user', 'profile', 'user'),
    page('business', 'content', 'business'),
    page('commenthistory', 'square', 'comment-history'),
  ]),
  layout('app/layouts/lite-layout.tsx', [page('postpage', 'square', 'publish')]),
  route('*', 'app/not-found-route.tsx'),
] satisfies RouteConfig;
