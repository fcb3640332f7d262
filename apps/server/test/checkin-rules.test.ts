import { describe, expect, it } from 'vitest';
import { monthRange, previousDay, shanghaiDay } from '../src/modules/checkin/calendar.ts';
import { currentStreak, nextStreak, rewardForStreak } from '../src/modules/checkin/rules.ts';

describe('check-in calendar (Asia/Shanghai)', () => {
  it('a new day starts at 16:00 UTC', () => {
    expect(shanghaiDay(new Date('2026-11-21T15:59:59.999Z'))).toBe('2026-11-21');
    expect(shanghaiDay(new Date('2026-11-21T16:00:00.000Z'))).toBe('2026-11-22');
  });

  it('previous day crosses months and leap days', () => {
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
    expect(monthRange('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
  });
});

describe('check-in streak and rewards', () => {
  it('pays 5,5,10,10,15,15,30 for days 1..7 then 30 every day', () => {
    const rewards = Array.from({ length: 10 }, (_, i) => rewardForStreak(i + 1));
    expect(rewards).toEqual([5, 5, 10, 10, 15, 15, 30, 30, 30, 30]);
  });

  it('continues after yesterday, restarts after a gap', () => {
    expect(nextStreak(null, '2026-11-21')).toBe(1);
    expect(nextStreak({ day: '2026-11-20', streak: 6 }, '2026-11-21')).toBe(7);
    expect(nextStreak({ day: '2026-11-19', streak: 6 }, '2026-11-21')).toBe(1);
  });

  it('shows a broken streak as 0', () => {
    expect(currentStreak({ day: '2026-11-21', streak: 3 }, '2026-11-21')).toBe(3);
    expect(currentStreak({ day: '2026-11-20', streak: 3 }, '2026-11-21')).toBe(3);
    expect(currentStreak({ day: '2026-11-19', streak: 3 }, '2026-11-21')).toBe(0);
  });
});
