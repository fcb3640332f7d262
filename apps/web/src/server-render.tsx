/**
 * The server-side render of a first screen: a tab's, or a game's page opened from a link (built into
 * dist/server/server-render.js by server-render-plugin.ts, run by apps/server http/first-screen.ts).
 * The server hands over the guest answers it embeds in the HTML; the app's own routes, loaders and
 * pages render them to HTML, which the server puts in place of the generic shell. The browser paints
 * that HTML before any JavaScript has run; main.tsx later renders the same page with the same answers
 * over it (lib/first-screen-data.ts).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { preloadAnnouncementPopup } from './app/overlays/global-overlays';
import { routes } from './app/router';
import { closeFirstScreen, markAnnouncementRendered, reopenFirstScreen } from './lib/first-screen-data';
import { prepareServerAnnouncement, primedAnswers } from './lib/portal';
import { freezeRenderClock, releaseRenderClock } from './lib/render-clock';

const handler = createStaticHandler(routes);

/** Renders one screen at a time: the answers and the values fetched ahead live in module state. */
let queue: Promise<unknown> = Promise.resolve();

export interface RenderOptions {
  /**
   * Open the screen with the announcement popup, from its embedded answer: the server asks for it
   * unless the visitor dismissed it today (its cookie, lib/announcement-cookie.ts).
   */
  announcement?: boolean;
}

/**
 * The HTML of `url`'s screen for a guest, rendered with `answers` (call key → answer), or null when it
 * cannot be rendered from them alone (a call without its answer, a redirect, an error): the server then
 * sends the shell and the page renders in the browser as before.
 */
export function renderFirstScreen(
  url: string,
  answers: Record<string, unknown>,
  renderedAt = Date.now(),
  options: RenderOptions = {},
): Promise<string | null> {
  const job = queue.then(() => render(url, answers, renderedAt, options.announcement === true));
  queue = job.catch(() => undefined);
  return job;
}

async function render(
  url: string,
  answers: Record<string, unknown>,
  renderedAt: number,
  announcement: boolean,
): Promise<string | null> {
  reopenFirstScreen();
  primedAnswers.fill(Object.entries(answers));
  if (announcement) await preloadAnnouncementPopup();
  markAnnouncementRendered(announcement);
  await prepareServerAnnouncement(announcement);
  // The browser hydrates with the same moment (the server writes it into the page), so the same labels.
  freezeRenderClock(renderedAt);
  try {
    const context = await handler.query(new Request(new URL(url, 'http://portal.invalid')));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    // The same tree as main.tsx hydrates (StrictMode included), so it matches node for node.
    return renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
  } finally {
    releaseRenderClock();
    markAnnouncementRendered(false);
    primedAnswers.fill([]);
    closeFirstScreen();
  }
}
