import { previousDay } from './calendar.ts';

/**
 * Rewards (X钻) for day 1..7 of an unbroken streak; from day 8 on every day pays the last value (30).
 * Missing one Shanghai calendar day restarts the streak at day 1.
 */
export const CHECKIN_REWARDS: readonly number[] = [5, 5, 10, 10, 15, 15, 30];

export function rewardForStreak(streak: number): number {
  if (!Number.isInteger(streak) || streak < 1) throw new RangeError(`streak must be >= 1, got ${streak}`);
  const index = Math.min(streak, CHECKIN_REWARDS.length) - 1;
  return CHECKIN_REWARDS[index]!;
}

export type LastCheckin = { day: string; streak: number } | null | undefined;

/** Streak reached by checking in on `today`, given the user's latest earlier check-in. */
export function nextStreak(last: LastCheckin, today: string): number {
  if (!last) return 1;
  if (last.day === previousDay(today)) return last.streak + 1;
  return 1;
}

/**
 * The streak as the user sees it today: still alive when the last check-in was today or yesterday,
 * broken (0) otherwise.
 */
export function currentStreak(last: LastCheckin, today: string): number {
  if (!last) return 0;
  if (last.day === today || last.day === previousDay(today)) return last.streak;
  return 0;
}
