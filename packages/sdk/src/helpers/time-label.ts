import dayjs from 'dayjs';
import { CHINA_UTC_OFFSET_MINUTES, type TimeInput, toMillis } from './calendar-day.js';

/**
 * Relative time of SPEC.md section 9: under 60 s 'N秒前', under an hour 'N分钟前', under a day
 * 'N小时前', otherwise the date as YYYY-MM-DD (China time); a time in the future reads '刚刚'.
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
  // Shift so the machine's local fields read China time; no dayjs plugin (its extend() call is a
  // module side effect that would stop bundlers dropping dayjs from pages that only check phones).
  const local = new Date(then);
  const shifted = new Date(then + (offsetMinutes + local.getTimezoneOffset()) * 60_000);
  return dayjs(shifted).format('YYYY-MM-DD');
}
