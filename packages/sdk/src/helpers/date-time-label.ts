import { CHINA_UTC_OFFSET_MINUTES, type TimeInput, toMillis } from './calendar-day.js';

/**
 * A moment as 'YYYY-MM-DD HH:mm' in China time (an announcement's 发布时间), the same on a server and
 * on any phone whatever its zone; an unreadable time reads ''.
 */
export function dateTimeLabel(time: TimeInput, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const at = toMillis(time);
  if (!Number.isFinite(at)) return '';
  // The instant shifted by the offset, printed by the platform as a UTC date and time.
  return new Date(at + offsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}
