/**
 * The first screen's data, fetched by the route's loader before the page first renders (answered from
 * the HTML's embedded answers, see primed-fetch.ts), so the page's first render already shows content:
 * the server renders that same content into the HTML (src/server-render.tsx), and the browser paints it
 * once instead of painting a skeleton and then the content. Hooks read a value by the key they already
 * use (useQuery's key, a paged list's key) in their first render; after the first screen has rendered
 * the values are dropped, so a view mounted later fetches as usual.
 */

const ready = new Map<string, unknown>();
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

/** Whether the route's loader should fetch ahead: only for the first screen, and only when `primed`. */
export function wantsFirstScreen(primed: boolean): boolean {
  return open && primed;
}

/**
 * Runs `run` and keeps its value under `key` when `ok` says it is worth showing (a failed call is
 * left for the page to make again and show its own error state).
 */
export async function prefetch<T>(key: string, run: () => Promise<T>, ok: (value: T) => boolean) {
  const value = await run();
  if (!ok(value)) throw new FirstScreenMissing(key);
  ready.set(key, value);
}

/** The value fetched ahead for `key`, if the first screen is still being rendered. */
export function firstScreenValue<T>(key: string): T | undefined {
  return ready.get(key) as T | undefined;
}

/** Called once the first screen has rendered: later mounts fetch their own data. */
export function closeFirstScreen(): void {
  open = false;
  ready.clear();
}

/** Starts collecting again (the server renders one first screen after another). */
export function reopenFirstScreen(): void {
  ready.clear();
  open = true;
}

/** A first-screen call that did not succeed: the page fetches it itself (the server renders no HTML). */
export class FirstScreenMissing extends Error {
  constructor(readonly key: string) {
    super(`first-screen data for ${key} is missing`);
  }
}

/** How long the browser's first render waits for its data at most (a signed-in user's calls go out). */
const WAIT_MS = 3000;
/**
 * The same for answers taken from the HTML over a screen the server rendered: that screen is on show
 * already, so waiting costs nothing seen, while hydrating without the data would throw it away for a
 * skeleton. Only a very busy phone takes this long.
 */
const LOCAL_WAIT_MS = 10_000;

/**
 * Waits for a loader's prefetches. In the browser a failed or slow one is only left to the page (the
 * loader must never fail or hold up the route); the server instead wants to know, to send the shell.
 */
export async function settle(
  prefetches: Promise<unknown>[],
  { answeredLocally = false }: { answeredLocally?: boolean } = {},
): Promise<null> {
  if (import.meta.env.SSR) {
    await Promise.all(prefetches);
    return null;
  }
  const wait = answeredLocally && serverRendered ? LOCAL_WAIT_MS : WAIT_MS;
  await Promise.race([Promise.allSettled(prefetches), new Promise((resolve) => setTimeout(resolve, wait))]);
  return null;
}
