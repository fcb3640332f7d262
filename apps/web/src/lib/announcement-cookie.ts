/**
 * A copy of the '今日不再显示' choice the server's render can read. The SDK keeps the choice in the
 * browser's storage, per user; the root route's loader renders the announcement popup into the page
 * unless this cookie says it was dismissed today (China time), so a visitor who said '今日不再显示' is
 * not shown it with the HTML. The cookie speaks for the browser's last user: when the SDK, which
 * decides, disagrees, the app corrects both the screen and the cookie. Written and read by this
 * module only (the browser and the server's render of the same app).
 */
export const ANNOUNCEMENT_DISMISSED_COOKIE = 'portal_notice_off';

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

/** China's calendar days (UTC+8, no daylight saving), as the SDK counts them for '今日不再显示'. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaDay = (ms: number) => Math.floor((ms + CHINA_OFFSET_MS) / 86_400_000);

/** Whether a Cookie header says the announcement was dismissed earlier on today's (China) date. */
export function announcementDismissedToday(cookieHeader: string | null, now = Date.now()): boolean {
  for (const part of cookieHeader?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== ANNOUNCEMENT_DISMISSED_COOKIE) continue;
    const at = Number(part.slice(eq + 1).trim());
    return Number.isFinite(at) && at > 0 && at <= now && chinaDay(at) === chinaDay(now);
  }
  return false;
}
