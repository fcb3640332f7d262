import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { shanghaiDay } from '../../infra/shanghai-day.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// The day itself is the server's one rule for every area (infra/shanghai-day.ts); check-in's files take it here.
export { shanghaiDay };

/** Calendar days of the product (check-in, daily tasks) are Asia/Shanghai days. */
export const PRODUCT_TZ = 'Asia/Shanghai';

/** The day before a 'YYYY-MM-DD' day (pure calendar arithmetic, no time zone involved). */
export function previousDay(day: string): string {
  return dayjs.utc(day).subtract(1, 'day').format('YYYY-MM-DD');
}

/** 'YYYY-MM' of the Shanghai month containing `now`. */
export function shanghaiMonth(now: Date): string {
  return shanghaiDay(now).slice(0, 7);
}

export function isMonth(value: string): boolean {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100;
}

/** First day and last day ('YYYY-MM-DD') of a 'YYYY-MM' month. */
export function monthRange(month: string): { first: string; last: string } {
  const start = dayjs.utc(`${month}-01`);
  return { first: start.format('YYYY-MM-DD'), last: start.endOf('month').format('YYYY-MM-DD') };
}
