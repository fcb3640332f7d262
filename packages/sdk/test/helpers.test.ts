import { describe, expect, it } from 'vitest';
import { copyText } from '../src/helpers/clipboard.js';
import { chinaDay, dateTimeLabel, isMember, isPhone, isPreviousDay, timeLabel } from '../src/helpers.js';
import { silentLogger } from '../src/logger.js';

const NOW = Date.parse('2026-11-21T12:00:00+08:00');

describe('phone check', () => {
  it('accepts 11-digit mainland numbers whose second digit is 3-9', () => {
    for (const second of '3456789') expect(isPhone(`1${second}812345678`)).toBe(true);
  });
  it('rejects other second digits, other lengths, other first digits and non-digits', () => {
    for (const bad of [
      '12812345678',
      '10812345678',
      '1381234567',
      '138123456789',
      '23812345678',
      '1381234567a',
      '',
    ]) {
      expect(isPhone(bad)).toBe(false);
    }
  });
});

describe('time labels', () => {
  it('reads N秒前 under a minute', () => {
    expect(timeLabel(NOW, NOW)).toBe('0秒前');
    expect(timeLabel(NOW - 59_000, NOW)).toBe('59秒前');
  });
  it('reads N分钟前 under an hour', () => {
    expect(timeLabel(NOW - 60_000, NOW)).toBe('1分钟前');
    expect(timeLabel(NOW - 3_599_000, NOW)).toBe('59分钟前');
  });
  it('reads N小时前 under a day', () => {
    expect(timeLabel(NOW - 3_600_000, NOW)).toBe('1小时前');
    expect(timeLabel(NOW - 86_399_000, NOW)).toBe('23小时前');
  });
  it('reads the China date as YYYY-MM-DD from a day on', () => {
    expect(timeLabel(NOW - 86_400_000, NOW)).toBe('2026-11-20');
    // 23:30 UTC is already the next day in China.
    expect(timeLabel('2026-03-01T23:30:00Z', NOW)).toBe('2026-03-02');
  });
  it("reads '刚刚' for a time in the future", () => {
    expect(timeLabel(NOW + 5000, NOW)).toBe('刚刚');
  });
  it('reads the China date across a year end and for old times, whatever the machine zone', () => {
    expect(timeLabel('2025-12-31T16:00:00Z', NOW)).toBe('2026-01-01');
    expect(timeLabel('2025-12-31T15:59:59Z', NOW)).toBe('2025-12-31');
    expect(timeLabel(0, NOW)).toBe('1970-01-01');
  });
  it('reads nothing for a time it cannot read', () => {
    expect(timeLabel('not a time', NOW)).toBe('');
    expect(timeLabel(Number.NaN, NOW)).toBe('');
  });
  it('accepts ISO strings and numeric strings', () => {
    expect(timeLabel(new Date(NOW - 120_000).toISOString(), NOW)).toBe('2分钟前');
    expect(timeLabel(String(NOW - 7200_000), NOW)).toBe('2小时前');
  });
});

describe('date and time labels (发布时间)', () => {
  it('prints China time whatever the zone the moment was written in', () => {
    expect(dateTimeLabel('2026-11-21T08:00:00.000Z')).toBe('2026-11-21 16:00');
    expect(dateTimeLabel('2026-11-21T23:30:00+08:00')).toBe('2026-11-21 23:30');
    // Past 16:00 UTC it is already the next day in China.
    expect(dateTimeLabel(Date.UTC(2026, 10, 21, 16, 5))).toBe('2026-11-22 00:05');
  });

  it('reads an unreadable time as nothing rather than "Invalid Date"', () => {
    expect(dateTimeLabel('not a time')).toBe('');
  });
});

describe('previous calendar day', () => {
  it('is true for any time on the day before, China time', () => {
    expect(isPreviousDay(Date.parse('2026-11-20T00:00:00+08:00'), NOW)).toBe(true);
    expect(isPreviousDay(Date.parse('2026-11-20T23:59:59+08:00'), NOW)).toBe(true);
  });
  it('is false for today, two days ago and tomorrow', () => {
    expect(isPreviousDay(Date.parse('2026-11-21T00:00:00+08:00'), NOW)).toBe(false);
    expect(isPreviousDay(Date.parse('2026-11-19T23:59:59+08:00'), NOW)).toBe(false);
    expect(isPreviousDay(Date.parse('2026-11-22T01:00:00+08:00'), NOW)).toBe(false);
  });
});

describe('China calendar day', () => {
  it('names the day as China counts it, whatever the zone of the machine', () => {
    // 01:30 in Beijing is still the evening before in UTC and in every zone west of it.
    expect(chinaDay(Date.parse('2026-11-28T17:30:00Z'))).toBe('2026-11-29');
    expect(chinaDay(Date.parse('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
  });
  it('counts days from it across months and years', () => {
    expect(chinaDay(Date.parse('2026-12-31T20:00:00Z'), 0)).toBe('2027-01-01');
    expect(chinaDay(Date.parse('2027-01-01T04:00:00Z'), -6)).toBe('2026-12-26');
    expect(chinaDay(Date.parse('2026-02-28T04:00:00Z'), 1)).toBe('2026-03-01');
  });
});

describe('membership', () => {
  it('is a levelType of 1 or more, and never a missing status', () => {
    expect([0, 1, 2].map((levelType) => isMember({ levelType }))).toEqual([false, true, true]);
    expect(isMember(null)).toBe(false);
    expect(isMember(undefined)).toBe(false);
  });
});

describe('copy to clipboard', () => {
  it("notifies '复制成功' on success", async () => {
    const written: string[] = [];
    const notes: string[] = [];
    const ok = await copyText('ABC123', {
      write: async (t) => {
        written.push(t);
      },
      notify: (m) => notes.push(m),
      logger: silentLogger,
    });
    expect(ok).toBe(true);
    expect(written).toEqual(['ABC123']);
    expect(notes).toEqual(['复制成功']);
  });
  it('only logs a failure, with no message for the user', async () => {
    const notes: string[] = [];
    const warnings: unknown[] = [];
    const ok = await copyText('x', {
      write: () => Promise.reject(new Error('denied')),
      notify: (m) => notes.push(m),
      // A refused clipboard is answered by the `false` result: a warning, quiet by default.
      logger: { ...silentLogger, warn: (...a: unknown[]) => warnings.push(a) },
    });
    expect(ok).toBe(false);
    expect(notes).toEqual([]);
    expect(warnings).toHaveLength(1);
  });
});
