import { describe, expect, it } from 'vitest';
import { differenceInDays, formatDate, isPast, parseIsoDate, timeAgo } from './dates';

describe('formatDate', () => {
  const date = new Date(2026, 11, 10, 15, 30);
  it.each([
    ['mmmm d', 'December 10'],
    ['yyyy-mm-dd', '2026-12-10'],
    ['mmm d, yyyy', 'Dec 10, 2026'],
  ])('%s → %s', (mask, expected) => {
    expect(formatDate(date, mask)).toBe(expected);
  });

  it('zero-pads months and days', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(formatDate(new Date(2026, 0, 5), 'mmmm d')).toBe('January 5');
  });
});

describe('parseIsoDate', () => {
  it('parses a local calendar date without a time-zone shift', () => {
    const date = parseIsoDate('2026-11-22')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 10, 22, 0]);
    expect(formatDate(date)).toBe('2026-11-22');
  });

  it.each(['', '2026-1-2', '2026-02-30', '2026-13-01', 'tomorrow', '2026-11-22T10:00:00Z'])('rejects %j', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
});

describe('differenceInDays and isPast', () => {
  it('counts calendar days, not 24-hour periods', () => {
    expect(differenceInDays(new Date(2026, 2, 1, 23, 59), new Date(2026, 2, 2, 0, 1))).toBe(1);
    expect(differenceInDays(new Date(2026, 2, 2), new Date(2026, 2, 1))).toBe(-1);
    expect(differenceInDays(new Date(2026, 0, 1), new Date(2026, 11, 31))).toBe(364);
    expect(differenceInDays(new Date(2026, 2, 1, 8), new Date(2026, 2, 1, 20))).toBe(0);
  });

  it('marks days before today as past, not today', () => {
    const now = new Date(2026, 10, 22, 12);
    expect(isPast(new Date(2026, 10, 21, 23, 59), now)).toBe(true);
    expect(isPast(new Date(2026, 10, 22, 0, 0), now)).toBe(false);
    expect(isPast(new Date(2026, 10, 23), now)).toBe(false);
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);
  it.each([
    [10_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [3 * 3_600_000, '3 hours ago'],
    [86_400_000, '1 day ago'],
    [3 * 86_400_000, '3 days ago'],
    [14 * 86_400_000, '2 weeks ago'],
    [65 * 86_400_000, '2 months ago'],
    [800 * 86_400_000, '2 years ago'],
    [-2 * 86_400_000, 'in 2 days'],
  ])('%i ms → %s', (ms, expected) => {
    expect(ago(ms)).toBe(expected);
  });
});
