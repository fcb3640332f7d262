import { ANNOUNCEMENT_DISMISSED_COOKIE } from '../lib/announcement-cookie';

/** China's calendar days (UTC+8, no daylight saving), as the SDK counts them for '今日不再显示'. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaDay = (ms: number) => Math.floor((ms + CHINA_OFFSET_MS) / 86_400_000);

/**
 * Whether the request's Cookie header says the announcement was dismissed earlier on today's (China)
 * date, by the app's copy of the visitor's '今日不再显示' choice (lib/announcement-cookie.ts): the
 * screen is then rendered without the popup.
 */
export function announcementDismissedToday(cookieHeader: string | null, now = Date.now()): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== ANNOUNCEMENT_DISMISSED_COOKIE) continue;
    const at = Number(part.slice(eq + 1).trim());
    return Number.isFinite(at) && at > 0 && at <= now && chinaDay(at) === chinaDay(now);
  }
  return false;
}
