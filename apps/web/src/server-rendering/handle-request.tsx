/**
 * The web app's server rendering: one stateless request handler, built for Node by Vite's SSR build
 * (server-rendering-plugin.ts) and mounted by the server as a plain handler. It answers a page's
 * document: for the pages first-screens.ts declares, the screen rendered by React Router's data-mode
 * server rendering (`createStaticHandler` → `StaticRouterProvider`, whose hydration data the browser's
 * router starts from: main.tsx), otherwise the shell. Everything a request needs is made for it (its
 * portal, its render's context), so requests render side by side.
 */

import { announcementPopupChunks, screenChunks } from 'virtual:client-build';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { deepLinkScreens, type FirstScreen, firstScreens } from '../../first-screens';
import { preloadAnnouncementPopup } from '../app/overlays/global-overlays';
import { ROOT_ROUTE_ID, routes } from '../app/router';
import { requestPortal } from '../lib/first-screen-data';
import { createRequestPortal } from '../lib/portal';
import { type ServerRendering, ServerRenderingContext } from '../lib/server-rendering';
import type { StartupData } from '../lib/startup-data';
import { announcementDismissedToday } from './announcement-dismissed';
import { atPointer, pageDocument } from './document';
import { sanitizeHtml } from './sanitize-html';
import { inlineScriptHashes } from './script-hashes';

/** What the server hands each request. */
export interface RequestContext {
  /**
   * Runs the portal's API calls: the server's own routes (in process, or its own address), as a guest.
   * The page's HTML is the same for every visitor; a signed-in user's own answers are fetched by the
   * browser.
   */
  fetch(request: Request): Promise<Response>;
  /** The server's Content-Security-Policy for a document whose inline scripts have these hashes. */
  contentSecurityPolicy(scriptHashes: readonly string[]): string;
  /** Told when a screen could not be rendered (the shell is sent instead). */
  onRenderError?(error: unknown, url: string): void;
}

const handler = createStaticHandler(routes);
const screens = [...firstScreens, ...deepLinkScreens];

/** A route parameter's value a page is rendered for: an id or a slug, nothing to escape. */
const PARAM_VALUE = /^[\w-]{1,64}$/;

/** The declared page at `pathname`, if its parameters are plain ids. */
function screenAt(pathname: string): FirstScreen | null {
  for (const screen of screens) {
    const match = matchPath({ path: screen.path, end: true }, pathname);
    if (!match) continue;
    return Object.values(match.params).every((value) => PARAM_VALUE.test(value ?? '')) ? screen : null;
  }
  return null;
}

/**
 * A request for a page's document: one that accepts HTML, or the shell's own address (the service
 * worker precaches /index.html for offline use, asking for any type).
 */
function wantsDocument(request: Request, url: URL): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return url.pathname === '/index.html' || (request.headers.get('accept') ?? '').includes('text/html');
}

interface RenderedScreen {
  html: string;
  renderedAt: number;
  /** The page route's own loader data, where its largest picture is found. */
  pageData: unknown;
  announcementShown: boolean;
}

/** The screen at `url` for a guest, or null when it cannot be rendered (a call failed, a redirect). */
async function renderScreen(
  url: URL,
  context: RequestContext,
  withAnnouncement: boolean,
): Promise<RenderedScreen | null> {
  // The request's own portal: its calls go through the server's fetch as a guest, and its state (the
  // announcement shown) is this request's alone.
  const portal = createRequestPortal(url.origin, (request) => context.fetch(request));
  await portal.session.init();
  const requestContext = new RouterContextProvider();
  requestContext.set(requestPortal, portal);
  const query = await handler.query(new Request(url), { requestContext });
  if (query instanceof Response || query.errors || query.statusCode !== 200) return null;
  const startup = (query.loaderData[ROOT_ROUTE_ID] ?? null) as StartupData;
  if (withAnnouncement && startup) await portal.announcement.load(startup.announcement);
  const announcementShown = portal.announcement.getState().visible;
  // Rendered at once, not left to a lazy component's later pass: the popup is part of the screen.
  if (announcementShown) await preloadAnnouncementPopup();
  const renderedAt = Date.now();
  const rendering: ServerRendering = {
    serverRendered: true,
    renderedAt,
    announcementShown,
    announcement: portal.announcement,
    announcementBody: sanitizeHtml,
    sanitizeHtml,
  };
  const router = createStaticRouter(handler.dataRoutes, query);
  // The same tree as main.tsx hydrates (StrictMode included), so it matches node for node; the
  // StaticRouterProvider writes the loaders' data into the page for the browser's router.
  const html = renderToString(
    <StrictMode>
      <ServerRenderingContext value={rendering}>
        <StaticRouterProvider router={router} context={query} />
      </ServerRenderingContext>
    </StrictMode>,
  );
  const page = query.matches.at(-1);
  return {
    html,
    renderedAt,
    pageData: page ? query.loaderData[page.route.id] : undefined,
    announcementShown,
  };
}

/** The document of a page: its screen rendered for the pages first-screens.ts declares, else the shell. */
export async function handleRequest(request: Request, context: RequestContext): Promise<Response> {
  const url = new URL(request.url);
  if (!wantsDocument(request, url)) return new Response(null, { status: 404 });
  const screen = screenAt(url.pathname);
  let html: string;
  if (!screen) html = pageDocument({ chunks: [] });
  else {
    const withAnnouncement = !announcementDismissedToday(request.headers.get('cookie'));
    const rendered = await renderScreen(url, context, withAnnouncement).catch((error: unknown) => {
      context.onRenderError?.(error, url.pathname);
      return null;
    });
    const chunks = screenChunks[screen.path] ?? [];
    html = pageDocument({
      // A screen that opens with the popup preloads its chunks too (once).
      chunks: rendered?.announcementShown ? [...new Set([...chunks, ...announcementPopupChunks])] : chunks,
      lcpImage: rendered && screen.lcpImage ? atPointer(rendered.pageData, screen.lcpImage) : undefined,
      ...(rendered ? { screen: rendered } : {}),
    });
  }
  return new Response(request.method === 'HEAD' ? null : html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // Always asked again: the page is rendered from data that changes (the server may keep it a few seconds).
      'cache-control': 'no-cache',
      // A declared page differs with the '今日不再显示' cookie (the popup or not).
      ...(screen ? { vary: 'Cookie' } : {}),
      'content-security-policy': context.contentSecurityPolicy(inlineScriptHashes(html)),
    },
  });
}
