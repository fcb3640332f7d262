/**
 * The server-side render of a first screen: a tab's, or a game's page opened from a link (built into
 * dist/server/server-render.js by server-render-plugin.ts, run by apps/server http/first-screen.ts).
 * The app's own routes run their loaders (their calls go through the fetch the server hands over, to
 * its own routes, as a guest) and its pages render the data to HTML, which the server puts in place of
 * the generic shell, with the loaders' data as React Router's hydration data. The browser paints that
 * HTML before any JavaScript has run; main.tsx later hydrates the same page with the same data.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { preloadAnnouncementPopup } from './app/overlays/global-overlays';
import { ROOT_ROUTE_ID, routes } from './app/router';
import { closeFirstScreen, markAnnouncementRendered, reopenFirstScreen } from './lib/first-screen-data';
import { loadPortal } from './lib/load-portal';
import { portal, prepareServerAnnouncement, renderWith } from './lib/portal';
import { freezeRenderClock, releaseRenderClock } from './lib/render-clock';
import type { StartupData } from './lib/startup-data';

const handler = createStaticHandler(routes);

/** Renders one screen at a time: the answers and the values fetched ahead live in module state. */
let queue: Promise<unknown> = Promise.resolve();

export interface RenderOptions {
  /**
   * Open the screen with the announcement popup, from the root loader's answer: the server asks for it
   * unless the visitor dismissed it today (its cookie, lib/announcement-cookie.ts).
   */
  announcement?: boolean;
  /** Runs the loaders' API calls (through the server's own routes, as a guest). */
  fetch?: (request: Request) => Promise<Response>;
}

/** A rendered first screen. */
export interface RenderedScreen {
  html: string;
  /** React Router's hydration data: the loaders' data, by route id. */
  hydrationData: { loaderData: Record<string, unknown> };
  /** The page route's own loader data (the deepest match's), where its largest picture is found. */
  pageData: unknown;
  /** The screen opens with the announcement popup (whose chunks the server then preloads). */
  announcementShown: boolean;
}

/**
 * `url`'s screen for a guest, or null when it cannot be rendered (a call that failed, a redirect, an
 * error): the server then sends the shell and the page renders in the browser as before.
 */
export function renderFirstScreen(
  url: string,
  renderedAt = Date.now(),
  options: RenderOptions = {},
): Promise<RenderedScreen | null> {
  const job = queue.then(() => render(url, renderedAt, options));
  queue = job.catch(() => undefined);
  return job;
}

async function render(
  url: string,
  renderedAt: number,
  { announcement = false, fetch }: RenderOptions,
): Promise<RenderedScreen | null> {
  // The overlays read the SDK's stores once lib/load-portal.ts has it (in the browser, after the first paint).
  await loadPortal();
  reopenFirstScreen();
  if (fetch) renderWith(fetch);
  if (announcement) await preloadAnnouncementPopup();
  // The browser hydrates with the same moment (the server writes it into the page), so the same labels.
  freezeRenderClock(renderedAt);
  try {
    const context = await handler.query(new Request(new URL(url, 'http://portal.invalid')));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    const startup = (context.loaderData[ROOT_ROUTE_ID] ?? null) as StartupData;
    await prepareServerAnnouncement(announcement, startup);
    const announcementShown = portal.announcement.getState().visible;
    markAnnouncementRendered(announcementShown);
    const router = createStaticRouter(handler.dataRoutes, context);
    // The same tree as main.tsx hydrates (StrictMode included), so it matches node for node. The
    // hydration data goes into the page as a JSON data block (the server's CSP runs no inline script).
    const html = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    const page = context.matches.at(-1);
    return {
      html,
      hydrationData: { loaderData: context.loaderData },
      pageData: page ? context.loaderData[page.route.id] : undefined,
      announcementShown,
    };
  } finally {
    releaseRenderClock();
    markAnnouncementRendered(false);
    closeFirstScreen();
  }
}
