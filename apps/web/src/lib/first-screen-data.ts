/**
 * The first screen's lifecycle. A tab's route loader (or a deep link's) fetches the screen's data before
 * the page first renders and returns it: the page reads it with React Router's `useLoaderData` and hands
 * it to the hooks that would otherwise fetch it, so its first render already shows content. The server
 * runs the loaders, renders that content into the HTML (src/server-render.tsx) and sends their data
 * with it, which the browser's router hydrates with (src/main.tsx) instead of running them again: the
 * browser paints the content once, without a skeleton and without a call. After the first screen,
 * loaders return nothing and views fetch their own.
 */

import type { HydrationState } from 'react-router';
import { FIRST_SCREEN_MARKUP } from './first-screen-markup';

let open = true;
/** The page started from a first screen the server rendered (always so in the server's own render). */
let serverRendered = import.meta.env.SSR;

/** main.tsx: the app is hydrating the server's HTML, so its first render must be the server's. */
export function markServerRendered(): void {
  serverRendered = true;
}

/**
 * Whether the server's first screen opens with the announcement popup (rendered into it when the
 * visitor has not chosen '今日不再显示' today, apps/server http/first-screen.ts): set by the server's
 * render, and by main.tsx from the HTML, so hydration renders the popup where the server did.
 */
let announcementRendered = false;

export function markAnnouncementRendered(rendered: boolean): void {
  announcementRendered = rendered;
}

/** Whether the first screen the app hydrates (or the server renders) holds the announcement popup. */
export function isAnnouncementRendered(): boolean {
  return announcementRendered;
}

/**
 * Whether this page's first screen came rendered from the server: stores read in their initial state
 * while React hydrates it, and a guard must then render what the server rendered (a guest's page).
 */
export function isServerRendered(): boolean {
  return serverRendered;
}

/** Whether the route's loader should fetch ahead: only for the first screen. */
export function wantsFirstScreen(): boolean {
  return open;
}

/** Called once the first screen has rendered: later mounts fetch their own data. */
export function closeFirstScreen(): void {
  open = false;
}

/** Starts collecting again (the server renders one first screen after another). */
export function reopenFirstScreen(): void {
  open = true;
}

/** A first screen whose data did not all come (the server then renders no HTML, the page fetches it). */
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
export async function awaitFirstScreen<T>(load: Promise<T>): Promise<T | null> {
  return Promise.race([
    load.catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS)),
  ]);
}

/**
 * The loaders' data the server rendered the first screen with (React Router's hydration data), read
 * once and removed from the page; none when the block is absent or broken.
 */
export function takeHydrationData(doc: Document = document): HydrationState | undefined {
  const el = doc.getElementById(FIRST_SCREEN_MARKUP.hydrationId);
  if (!el) return undefined;
  el.remove();
  try {
    const parsed: unknown = JSON.parse(el.textContent ?? '');
    const loaderData = (parsed as { loaderData?: unknown } | null)?.loaderData;
    if (typeof loaderData !== 'object' || loaderData === null || Array.isArray(loaderData)) return undefined;
    return { loaderData: loaderData as Record<string, unknown> };
  } catch {
    return undefined;
  }
}
