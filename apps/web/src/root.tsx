import type { ReactNode } from 'react';
import {
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { ResponsiveFrame } from './app/frame/responsive-frame';
import { RootFallback } from './app/layouts/root-fallback';
import { GlobalOverlays } from './app/overlays/global-overlays';
import { RouteError } from './app/route-error';
import { useRouteMeta } from './app/route-meta';
import { useAppLive } from './app/use-app-live';
import { documentTitle, useDocumentTitle } from './app/use-document-title';
import { useStartup } from './app/use-startup';
import { appConfig } from './config/app';
import { announcementDismissedToday } from './lib/announcement-cookie';
import { useNonce } from './lib/nonce';
import { guestPortal } from './lib/portal';
import { sanitizeHtml } from './lib/safe-html.server';
import { serverContext } from './lib/server-context';
import type { Announcement } from './lib/stores/announcement-store';
import './index.css';

/** The announcement popup as the server rendered it: the item and its body, sanitized on the server. */
export interface RenderedAnnouncement {
  item: Announcement;
  bodyHtml: string;
}

/**
 * What every page is rendered with on the server: the moment it was rendered (times on it, "3分钟前",
 * are told against it while the browser hydrates: lib/render-clock.ts) and, for a guest who has not
 * chosen '今日不再显示' today, the announcement popup.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const renderedAt = Date.now();
  if (announcementDismissedToday(request.headers.get('cookie'))) return { renderedAt, announcement: null };
  const state = await guestPortal(context.get(serverContext).fetch).announcement.load();
  const item = state.visible ? state.announcement : null;
  const announcement: RenderedAnnouncement | null = item
    ? { item, bodyHtml: sanitizeHtml(item.content) }
    : null;
  return { renderedAt, announcement };
}

/** The first page's values stay: the browser's start-up takes over the announcement from there. */
export const shouldRevalidate = () => false;

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>('root');
  const meta = useRouteMeta();
  return (
    <html lang="zh-CN" data-rendered-at={data?.renderedAt}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#6246ea" />
        <link rel="icon" type="image/svg+xml" href={appConfig.logo} />
        <title>{documentTitle(meta)}</title>
        <Meta />
        <Links />
      </head>
      <body className={`theme-${appConfig.theme}`}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Everything every screen shares: the frame, start-up, document title and the global overlays. */
export default function App() {
  const meta = useRouteMeta();
  useDocumentTitle(meta);
  useStartup();
  // Runs once the whole page has hydrated (effects run children first, the root last).
  useAppLive();
  return (
    // Marks the server's HTML until the app has taken it over (app/use-app-live.ts removes it).
    <div data-prerendered="screen" className="contents">
      <ResponsiveFrame sidePanels={meta?.sidePanels === true}>
        <Outlet />
        <GlobalOverlays />
      </ResponsiveFrame>
    </div>
  );
}

export const HydrateFallback = RootFallback;
export const ErrorBoundary = RouteError;
