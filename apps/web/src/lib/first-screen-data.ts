/**
 * The first screen's data, fetched by its route's loader so the first render shows content, not a
 * skeleton; the server's loaders run with the request's portal and send their data as hydration data,
 * so the browser paints it once without a call. After the first screen, views fetch their own.
 */

import type { Portal } from '@portal/sdk';
import { createContext, type LoaderFunctionArgs } from 'react-router';
import { loadPortal } from './load-portal';

/** The request's portal on the server (never module state, which requests would share); none in the browser. */
export const requestPortal = createContext<Portal | null>(null);

let open = true;

export function closeFirstScreen(): void {
  open = false;
}

/** The server then renders the shell and the page fetches its data. */
export class FirstScreenMissing extends Error {
  constructor() {
    super("the first screen's data is incomplete");
  }
}

/** The browser's calls go to the network: a slow one must not hold up the first render. */
const WAIT_MS = 3000;

/** A slow or failed call is left to the page: the loader must never fail or hold up the route. */
async function awaitFirstScreen<T>(load: Promise<T>): Promise<T | null> {
  return Promise.race([
    load.catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS)),
  ]);
}

/**
 * On the server the data must be `complete`, or the server sends the shell (an unknown game gets the
 * shell, not a skeleton). In the browser the stored session is restored first, so the calls carry it.
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
