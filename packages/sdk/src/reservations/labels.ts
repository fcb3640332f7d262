import { CHINA_UTC_OFFSET_MINUTES, type TimeInput, toMillis } from '../helpers/calendar-day.js';
import { dateTimeLabel } from '../helpers/date-time-label.js';

/** From this many on, counts read in 万 (12.3万), as Chinese game stores show them. */
const TEN_THOUSAND = 10_000;

/**
 * How many players reserved a game, as the button says it: `12人预约`, `1.2万人预约`, `12.3万人预约`
 * (one decimal, dropped when it is 0: `3万人预约`), `暂无预约` for none.
 */
export function reservationCountLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '暂无预约';
  if (count < TEN_THOUSAND) return `${Math.floor(count)}人预约`;
  const wan = Math.floor((count / TEN_THOUSAND) * 10) / 10;
  return `${Number.isInteger(wan) ? wan.toFixed(0) : wan.toFixed(1)}万人预约`;
}

/**
 * When an upcoming game comes out, in China time: `2026-12-01 10:00 上线`, or `上线时间待定` without a
 * time (or an unreadable one).
 */
export function releaseTimeLabel(
  time: TimeInput | null | undefined,
  offsetMinutes = CHINA_UTC_OFFSET_MINUTES,
): string {
  if (time === null || time === undefined || !Number.isFinite(toMillis(time))) return '上线时间待定';
  return `${dateTimeLabel(time, offsetMinutes)} 上线`;
}

/** What a game's action is: download it, reserve it, or it is reserved (预约 / 已预约 instead of download). */
export type ReservationAction = 'download' | 'reserve' | 'reserved';

/** The action a game shows me: upcoming games are reserved, never downloaded. */
export function reservationAction(game: { upcoming: boolean; reserved: boolean }): ReservationAction {
  if (!game.upcoming) return 'download';
  return game.reserved ? 'reserved' : 'reserve';
}
