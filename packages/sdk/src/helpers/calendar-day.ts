/** Calendar days are China days (UTC+8, no daylight saving), whatever the machine's zone. */
export const CHINA_UTC_OFFSET_MINUTES = 480;
const DAY_MS = 86_400_000;

export type TimeInput = number | string | Date;

export function toMillis(time: TimeInput): number {
  if (typeof time === 'number') return time;
  if (time instanceof Date) return time.getTime();
  const asNumber = Number(time);
  return Number.isFinite(asNumber) && time.trim() !== '' ? asNumber : Date.parse(time);
}

/** Days since the epoch in the given offset; equal numbers mean the same calendar day. */
export function dayNumber(time: TimeInput, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): number {
  return Math.floor((toMillis(time) + offsetMinutes * 60_000) / DAY_MS);
}

export function isSameDay(a: TimeInput, b: TimeInput, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): boolean {
  return dayNumber(a, offsetMinutes) === dayNumber(b, offsetMinutes);
}

/** True when `time` falls on the calendar day before `now`'s. */
export function isPreviousDay(
  time: TimeInput,
  now: TimeInput = Date.now(),
  offsetMinutes = CHINA_UTC_OFFSET_MINUTES,
): boolean {
  return dayNumber(now, offsetMinutes) - dayNumber(time, offsetMinutes) === 1;
}

/**
 * The China calendar day (YYYY-MM-DD) of `time`, `offsetDays` days later or earlier: the days the server
 * counts check-ins, reports and the console's ranges by, whatever the browser's own zone.
 */
export function chinaDay(time: TimeInput = Date.now(), offsetDays = 0): string {
  const day = dayNumber(time) + offsetDays;
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
