import { CHINA_UTC_OFFSET_MINUTES, type TimeInput, toMillis } from './calendar-day.js';

/**
 * Relative time as the portal shows it: under 60 s 'N秒前', under an hour 'N分钟前', under a day
 * 'N小时前', otherwise the date as YYYY-MM-DD (China time); a time in the future reads '刚刚', and an
 * unreadable one reads ''.
 */
export function timeLabel(
  time: TimeInput,
  now: TimeInput = Date.now(),
  offsetMinutes = CHINA_UTC_OFFSET_MINUTES,
): string {
  const then = toMillis(time);
  const seconds = Math.floor((toMillis(now) - then) / 1000);
  if (seconds < 0) return '刚刚';
  if (seconds < 60) return `${seconds}秒前`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}分钟前`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}小时前`;
  // An unreadable time (a malformed field from the server) shows nothing rather than breaking the row.
  if (!Number.isFinite(then)) return '';
  // The instant shifted by the offset, read as a UTC calendar date: the platform prints it as
  // YYYY-MM-DD itself, so pages showing times need no date library in their first load.
  return new Date(then + offsetMinutes * 60_000).toISOString().slice(0, 10);
}
