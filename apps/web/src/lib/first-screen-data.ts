/**
 * The first screen's data. A tab's route loader (or a deep link's) fetches the screen's data before the
 * page first renders and returns it: the page reads it with React Router's `useLoaderData` and hands it
 * to the hooks that would otherwise fetch it, so its first render already shows content. The server
 * rendering (src/server-rendering/) runs the loaders with the request's own portal, renders that content
 * into the HTML and sends their data with it as React Router's hydration data, which the browser's router
 * starts from (src/main.tsx) instead of running them again: the browser paints the content once, without
 * a skeleton and without a call. In the browser, after the first screen, loaders return nothing and
 * views fetch their own.
 */

import type { Portal } from '@portal/sdk';
import { createContext, type LoaderFunctionArgs } from 'react-router';
import { loadPortal } from './load-portal';

/**
 * The portal (SDK instance) of the request the server is rendering, set by the handler in the router's
 * request context; none in the browser, whose loaders use the app's own (lib/portal.ts).
 */
export const requestPortal = createContext<Portal | null>(null);

/** Whether the browser's loaders still fetch ahead: only for the page's first screen. */
let open = true;

/** Called once the user has moved on from the first screen: later mounts fetch their own data. */
export function closeFirstScreen(): void {
  open = false;
}

/** A first screen whose data did not all come (the server then renders the shell, the page fetches it). */
export class FirstScreenMissing extends Error {
  constructor() {
    super("the first screen's data is incomplete");
  }
}

/** How long the browser's first render waits for its data at most (its calls go to the network). */
const WAIT_MS = 3000;

/**
 * A loader's data, awaited for at most a few seconds in the browser: a slow or failed call is only
 * left to the page, which fetches it itself (the loader must never fail or hold up the route).
 */
async function awaitFirstScreen<T>(load: Promise<T>): Promise<T | null> {
  return Promise.race([
    load.catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS)),
  ]);
}

/**
 * A route loader's body: the page's first-screen data, fetched before its first render, or null (the
 * page then fetches as usual). On the server it runs with the request's portal and must be `complete`,
 * or the server sends the shell (an unknown game gets the shell, not a skeleton). In the browser it runs
 * only when the app starts without the server's data for the screen (a signed-in user, whose own
 * answers differ from a guest's, or a page the server did not render), starting the portal and waiting
 * for the stored session first, so the first render is the page itself and its calls carry the session.
 */
export async function loadFirstScreen<T>(
  { context }: LoaderFunctionArgs,
  load: (portal: Portal) => Promise<T>,
  complete: (data: T) => boolean,
): Promise<T | null> {
  const server = context.get(requestPortal);
  if (server) {
    const data = await load(server);
    if (!complete(data)) throw new FirstScreenMissing();
    return data;
  }
  if (!open) return null;
  const module = await loadPortal();
  void module.startPortal();
  await module.whenSessionRestored();
  return awaitFirstScreen(load(module.portal));
}
