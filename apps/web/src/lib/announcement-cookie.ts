import { SERVER_RENDERING_MARKUP } from './server-rendering-markup';

/**
 * A copy of the '今日不再显示' choice the server can read. The SDK keeps the choice in the browser's
 * storage, per user; the server renders a tab's first screen with the announcement popup in it
 * unless this cookie says it was dismissed today (China time), so a visitor who said '今日不再显示' is
 * not shown it with the HTML. The cookie speaks for the browser's last user: when the SDK, which
 * decides, disagrees, the app corrects both the screen and the cookie.
 */
export const ANNOUNCEMENT_DISMISSED_COOKIE = SERVER_RENDERING_MARKUP.announcementCookie;

/** Two days: the server compares calendar days, so a longer life never shows the popup too late. */
const MAX_AGE_S = 2 * 24 * 60 * 60;

function write(value: string, maxAge: number): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is async and newer
  document.cookie = `${ANNOUNCEMENT_DISMISSED_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/** The popup was dismissed for today at `at` (ms): the server leaves it out of the HTML today. */
export function rememberAnnouncementDismissed(at: number): void {
  write(String(Math.trunc(at)), MAX_AGE_S);
}

/** The popup is due again (the SDK showed it): the server puts it into the HTML again. */
export function forgetAnnouncementDismissed(): void {
  write('', 0);
}
