/**
 * The one place the web app meets the SDK: the single portal instance, its wiring to the zustand
 * stores, and the few actions screens call. Everything else imports from here, never from the SDK's
 * insides, so an SDK change is reconciled in this file.
 */
import { createPortal, type DownloadGame, type Portal, type SessionState, silentLogger } from '@portal/sdk';
import { timeLabel as sdkTimeLabel } from '@portal/sdk/helpers';
import { appConfig } from '../config/app';
import { forgetAnnouncementDismissed, rememberAnnouncementDismissed } from './announcement-cookie';
import { renderNow } from './render-clock';
import { useSession } from './stores/session-store';

export type { Portal } from '@portal/sdk';
export { BusinessCode, checkPost, DEFAULTS as sdkDefaults, priceOf } from '@portal/sdk';
export {
  checkName,
  checkPassword,
  checkPhone,
  checkSmsCode,
  dateTimeLabel,
  firstError,
  isPhone,
} from '@portal/sdk/helpers';

/** The SDK's time label ("3分钟前"), told against the render clock (lib/render-clock.ts). */
export function timeLabel(time: Parameters<typeof sdkTimeLabel>[0]): string {
  return sdkTimeLabel(time, renderNow());
}

const expiredHandlers = new Set<() => void>();
/**
 * A session found expired before the app listened (start-up's status refresh, while the page's code is
 * still loading): the first handler hears of it, so the user lands on login however fast the page was.
 */
let expiredUnheard = false;

/** Analytics tags (gtag, GTM) read this queue; the SDK's purchase event (USD, value = price) lands here. */
type TrackingQueue = { dataLayer?: unknown[] };

/**
 * On the server the SDK has no page address to resolve '/portal' against: its calls go to the server
 * that renders the page, in process (src/server-app.ts hands the loaders that fetch).
 */
const SERVER_ORIGIN = 'http://portal.internal';

/**
 * The browser's portal. The server's render reads its stores in their initial (guest) state and never
 * calls through it: route loaders there use a portal of their own per request (guestPortal).
 */
export const portal = createPortal({
  appTitle: appConfig.title,
  ...(import.meta.env.SSR
    ? {
        portalBaseUrl: `${SERVER_ORIGIN}/portal`,
        squareBaseUrl: `${SERVER_ORIGIN}/api`,
        logger: silentLogger,
        fetch: (request: Request) =>
          Promise.reject(new Error(`the server's render calls through a loader's portal: ${request.url}`)),
      }
    : {}),
  onTrack: (event) => {
    const host = window as TrackingQueue;
    host.dataLayer ??= [];
    host.dataLayer.push(event);
  },
  // The SDK has already logged out locally; the app decides where to go (login).
  onSessionExpired: () => {
    expiredUnheard = expiredHandlers.size === 0;
    for (const handler of expiredHandlers) handler();
  },
});

/** Typed wrappers for every call of the contract. */
export const api = portal.api;

/** Login variants, logout and the status refresh. */
export const auth = portal.auth;

/** The square tags, fetched once per page load and cached; the chips simply stay away when the call fails. */
export const squareTags = async () => (await portal.tags()).data ?? [];

/** Likes and follows (optimistic, rolled back on refusal), post patches, and publishing with its checks. */
export const square = portal.square;

/** The download purchase machine (store-shaped: getState / subscribe / send). */
export const downloadFlow = portal.download;

export const downloadActions = {
  start: (game: DownloadGame) => portal.download.start(game),
  confirm: () => portal.download.confirm(),
  cancel: () => portal.download.cancel(),
  recharge: () => portal.download.recharge(),
  openVip: (source?: number | string) => portal.download.openVip(source),
  reset: () => portal.download.reset(),
};

/** Calls `handler` whenever an answer says the session expired (at once for one nobody heard yet). */
export function onSessionExpired(handler: () => void): () => void {
  expiredHandlers.add(handler);
  if (expiredUnheard) {
    expiredUnheard = false;
    handler();
  }
  return () => expiredHandlers.delete(handler);
}

function mirrorSession(state: SessionState) {
  useSession.setState({
    ready: state.initialized,
    loggedIn: state.loggedIn,
    account: state.account,
    status: state.status,
  });
}
mirrorSession(portal.session.getState());
portal.session.subscribe(mirrorSession);
portal.inbox.subscribe((inbox) => useSession.setState({ messageTotal: inbox.total }));

let started: Promise<unknown> | null = null;
let announcementLoaded: Promise<unknown> | null = null;
let sessionRestored: Promise<void> | null = null;

/** Resolves once the stored session has been read (by start-up). */
function whenSessionRestored(): Promise<void> {
  sessionRestored ??= new Promise<void>((resolve) => {
    if (portal.session.getState().initialized) return resolve();
    const stop = portal.session.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  return sessionRestored;
}

/**
 * Start-up, once per page load: stored session, address codes (code, inviteCode, token), device
 * init, start-up initialisation, token login, status and messages when logged in; then the
 * announcement when it is due.
 */
export function startPortal(): Promise<unknown> {
  // The announcement needs only the stored session (its '今日不再显示' time is kept per user), not the
  // device and start-up calls: asking in parallel shows it with the first screen instead of after
  // three round trips, when the user may already be reaching for the page under it.
  announcementLoaded ??= whenSessionRestored()
    .then(() => portal.announcement.load())
    .then(({ visible }) => {
      // Keep the server's copy of the choice in step with the SDK's decision for this user.
      if (visible) forgetAnnouncementDismissed();
      else if (announcementRendered) rememberAnnouncementDismissed(Date.now());
    });
  started ??= Promise.all([
    portal.start().catch((error: unknown) => console.warn('portal start-up failed', error)),
    announcementLoaded,
  ]);
  return started;
}

/** Whether the server rendered the announcement popup into this page (set by entry.client.tsx). */
let announcementRendered = false;

/** The page came with the server's announcement popup: the SDK's decision keeps the cookie in step. */
export function markAnnouncementRendered(): void {
  announcementRendered = true;
}

/**
 * Resolves once start-up has decided whether the announcement shows: until then the popup the server
 * rendered stays as it is.
 */
export function whenAnnouncementDecided(): Promise<unknown> {
  void startPortal();
  return announcementLoaded ?? Promise.resolve();
}

/** Hides the announcement; with '今日不再显示' ticked it stays hidden for the rest of the day. */
export async function closeAnnouncement(dontShowToday: boolean): Promise<void> {
  await portal.announcement.close({ dontShowToday });
  if (dontShowToday) rememberAnnouncementDismissed(Date.now());
}

/** Leaving the profile tab resets the `vipconfig` the download prompt may have written. */
export function resetVipConfigOnLeaveProfile(): Promise<void> {
  return portal.vip.resetOnLeaveProfile();
}

/**
 * A guest's portal for one request on the server: its calls go through `fetch` (the server's own routes,
 * in process), and nothing of it outlives the request, so no visitor sees another's state.
 */
export function guestPortal(fetch: (request: Request) => Promise<Response>): Portal {
  return createPortal({
    appTitle: appConfig.title,
    portalBaseUrl: `${SERVER_ORIGIN}/portal`,
    squareBaseUrl: `${SERVER_ORIGIN}/api`,
    logger: silentLogger,
    fetch,
  });
}

/**
 * The browser's portal for a route's clientLoader: start-up begun and the stored session read, so the
 * calls carry it (a signed-in user's answers may differ from a guest's).
 */
export async function readyPortal(): Promise<Portal> {
  void startPortal();
  await whenSessionRestored();
  return portal;
}
