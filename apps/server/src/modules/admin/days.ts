// Asia/Shanghai calendar days (the contract's days) and their UTC bounds.
import { Errors } from '../../http/answer.ts';

const SHANGHAI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** The Asia/Shanghai day of an instant, YYYY-MM-DD. */
export function shanghaiDay(at: Date | string = new Date()): string {
  const t = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(t + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Asia/Shanghai minute of an ISO instant, `YYYY-MM-DD HH:mm` (how the console's messages name a time). */
export function shanghaiMinute(iso: string): string {
  return new Date(Date.parse(iso) + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** First UTC instant of a Shanghai day, as the ISO text stored in the database. */
export function dayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - SHANGHAI_OFFSET_MS).toISOString();
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export type DayRange = { from: string; to: string; fromIso: string; toIso: string; days: string[] };

/**
 * from..to inclusive (defaults: `defaultDays` days ending today); refused when to is before from, a day
 * does not exist or the range is longer than `maxDays`.
 */
export function dayRange(q: { from?: string; to?: string }, defaultDays: number, maxDays: number): DayRange {
  const to = q.to ?? shanghaiDay();
  const from = q.from ?? addDays(to, -(defaultDays - 1));
  for (const [name, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (
      Number.isNaN(Date.parse(`${day}T00:00:00.000Z`)) ||
      new Date(`${day}T00:00:00.000Z`).toISOString().slice(0, 10) !== day
    )
      throw Errors.badRequest(`${name} 不是有效日期`);
  }
  if (to < from) throw Errors.badRequest('to 不能早于 from');
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    days.push(d);
    if (days.length > maxDays) throw Errors.badRequest(`日期范围不能超过 ${maxDays} 天`);
  }
  return { from, to, fromIso: dayStart(from), toIso: dayStart(addDays(to, 1)), days };
}
