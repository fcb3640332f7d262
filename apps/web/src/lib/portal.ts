/**
 * The one place the web app meets the SDK's client: the single portal instance, its wiring to the
 * zustand stores, and the few actions screens call. Everything else imports from here (or, for the pure
 * helpers, from lib/portal-helpers.ts), never from the SDK's insides, so an SDK change is reconciled in
 * these two files. Kept out of the first load: what a first screen needs before it is loaded goes
 * through lib/load-portal.ts.
 */
import {
  createPortal,
  type DownloadGame,
  NETWORK_ERROR_MESSAGE,
  type Portal,
  type SessionState,
  silentLogger,
} from '@portal/sdk';
import { createSquare } from '@portal/sdk/square';
import { appConfig } from '../config/app';
import { forgetAnnouncementDismissed, rememberAnnouncementDismissed } from './announcement-cookie';
import type { StartupData } from './startup-data';
import { useSession } from './stores/session-store';

export { BusinessCode, BusinessMessage, DEFAULTS as sdkDefaults } from '@portal/sdk';
/*
 * Besides the eager values, page modules that only the pages needing them create with `portal`, kept
 * out of the first load by vite.config.ts: search history, reports and blocks (the square and 黑名单
 * pages, lib/moderation.ts); game reviews (the game page, lib/reviews.ts); paid chapters and reading
 * progress (the comics pages); make-up check-ins, gift codes, signed-in devices and account deletion
 * (签到, 我的礼包, 账号设置), push notifications (我的); each from the SDK's entry of its screen.
 */
export {
  createAccountSecurity,
  deletionWarnings,
  type SignedInDevice,
} from '@portal/sdk/account-security';
export { createChapterUnlock, createReadingProgress } from '@portal/sdk/comics';
export {
  checkReport,
  createModeration,
  REPORT_REASONS,
  type ReportReason,
} from '@portal/sdk/moderation';
export {
  checkReview,
  createReviews,
  REVIEW_STARS,
  ratingLabel,
  ratingShares,
} from '@portal/sdk/reviews';
export {
  checkRedeemCode,
  createCheckinMakeup,
  createRedeemCodes,
  type MakeupState,
  makeupState,
} from '@portal/sdk/rewards';
export { createSearchHistory } from '@portal/sdk/search';
export { checkPost } from '@portal/sdk/square';

const expiredHandlers = new Set<() => void>();
/**
 * A session found expired before the app listened (start-up's status refresh, while the page's code is
 * still loading): the first handler hears of it, so the user lands on login however fast the page was.
 */
let expiredUnheard = false;

/** Analytics tags (gtag, GTM) read this queue; the SDK's purchase event (USD, value = price) lands here. */
type TrackingQueue = { dataLayer?: unknown[] };

/**
 * The browser's portal, one per page. The server rendering makes one per request
 * (src/server-rendering/handle-request.tsx) and never uses this one; its build still imports this module
 * (the pages' code does), so there it gets an address that is never called and a fetch that refuses,
 * rather than throwing for want of a page address.
 */
export const portal = createPortal({
  appTitle: appConfig.title,
  ...(import.meta.env.SSR
    ? { portalBaseUrl: 'http://unused.invalid/portal', squareBaseUrl: 'http://unused.invalid/api' }
    : {}),
  fetch: import.meta.env.SSR
    ? (request) =>
        Promise.reject(new Error(`the server renders with the request's portal, not ${request.url}`))
    : (request) => fetch(request),
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

/**
 * A portal for one request of the server rendering (src/server-rendering/handle-request.tsx): its calls
 * go through `fetch` (the server's own routes, as a guest) and its state is that request's alone.
 */
export function createRequestPortal(origin: string, fetch: (request: Request) => Promise<Response>): Portal {
  return createPortal({
    appTitle: appConfig.title,
    portalBaseUrl: `${origin}/portal`,
    squareBaseUrl: `${origin}/api`,
    fetch,
    // A call the server left out (no announcement today) is expected here, not worth a line in the
    // server's output; the server logs what matters itself.
    logger: silentLogger,
  });
}

/** What a call that could not reach the server says while the device is offline. */
export const OFFLINE_MESSAGE = '网络不可用，请联网后重试';

/**
 * A message in the app's words: the SDK's network failure, while the device is offline, is 网络不可用.
 * Writes (likes, comments, purchases, check-ins) are never queued for later: they fail and say so.
 */
export function offlineWording(message: string): string {
  return message === NETWORK_ERROR_MESSAGE && !navigator.onLine ? OFFLINE_MESSAGE : message;
}

/** Typed wrappers for every call of the contract. */
export const api = portal.api;

/** Login variants, logout and the status refresh. */
export const auth = portal.auth;

/** The square tags, fetched once per page load and cached; the chips simply stay away when the call fails. */
export const squareTags = async (from: Portal = portal) => (await from.tags()).data ?? [];

/** Likes and follows (optimistic, rolled back on refusal), post patches, and publishing with its checks. */
export const square = createSquare(portal);

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
// Logging out (or a dead session) drops this browser's push subscription, as the server drops its copy:
// the next account on the device starts with push off. Loaded only then, so the first load carries none of it.
portal.onSessionChange(({ event }) => {
  if (event !== 'SIGNED_OUT' && event !== 'SESSION_EXPIRED') return;
  void import('./portal-push').then((push) => push.forgetPushOnThisDevice());
});

let started: Promise<unknown> | null = null;
let announcementLoaded: Promise<unknown> | null = null;
let sessionRestored: Promise<void> | null = null;

/** Resolves once the stored session has been read (by start-up). */
export function whenSessionRestored(): Promise<void> {
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
 * announcement when it is due, from `startup` (the server's render fetched it) for a guest.
 */
export function startPortal(
  startup: StartupData = null,
  /** The page came with the announcement popup the server rendered (main.tsx reads it from the page). */
  announcementShown = false,
): Promise<unknown> {
  // The announcement needs only the stored session (its '今日不再显示' time is kept per user), not the
  // device and start-up calls: asking in parallel shows it with the first screen instead of after
  // three round trips, when the user may already be reaching for the page under it.
  announcementLoaded ??= whenSessionRestored()
    .then(() => portal.announcement.load(startup?.announcement))
    .then(({ visible }) => {
      // Keep the server's copy of the choice in step with the SDK's decision for this user.
      if (visible) forgetAnnouncementDismissed();
      else if (announcementShown) rememberAnnouncementDismissed(Date.now());
    });
  started ??= Promise.all([
    portal.start().catch((error: unknown) => console.warn('portal start-up failed', error)),
    announcementLoaded,
  ]);
  return started;
}

/**
 * Resolves once start-up has decided whether the announcement shows: a first screen the server
 * rendered with the popup is hydrated only then, so the app renders the popup the server did.
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
