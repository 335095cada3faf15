import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  italianDate,
  selfReadingCardWindow,
  selfReadingDaysLeft,
  selfReadingMemoStart,
  selfReadingOpeningMonthDay,
  selfReadingWindowRule,
} from './selfReading.ts';

describe('self-reading window (spec §4 "Gas self-reading", §9)', () => {
  it.each([
    [{ year: 2026, month: 11, day: 1 }, 0],
    [{ year: 2026, month: 11, day: 19 }, 0],
    [{ year: 2026, month: 11, day: 20 }, 11],
    [{ year: 2026, month: 11, day: 30 }, 1],
    [{ year: 2026, month: 2, day: 28 }, 1],
    [{ year: 2028, month: 2, day: 20 }, 10],
    [{ year: 2026, month: 12, day: 31 }, 1],
  ])('on %o answers %i days left', (today, left) => {
    expect(selfReadingDaysLeft(today)).toBe(left);
  });

  it.each([
    [{ year: 2026, month: 11, day: 25 }, 0],
    [{ year: 2026, month: 11, day: 26 }, 5],
    [{ year: 2026, month: 11, day: 30 }, 1],
    [{ year: 2026, month: 2, day: 23 }, 0],
    [{ year: 2026, month: 2, day: 24 }, 5],
    [{ year: 2028, month: 2, day: 25 }, 5],
    [{ year: 2026, month: 12, day: 27 }, 5],
  ])('with the host rule lastFiveDays, on %o answers %i days left', (today, left) => {
    expect(selfReadingDaysLeft(today, 'lastFiveDays')).toBe(left);
  });

  it('reads the host setting, anything unknown as the default fromDay20', () => {
    expect(selfReadingWindowRule('lastFiveDays')).toBe('lastFiveDays');
    expect(selfReadingWindowRule('fromDay20')).toBe('fromDay20');
    expect(selfReadingWindowRule(undefined)).toBe('fromDay20');
    expect(selfReadingWindowRule('always')).toBe('fromDay20');
  });

  it('writes the opening day as a BYMONTHDAY: 20, or -5 for the fifth-last day', () => {
    expect(selfReadingOpeningMonthDay('fromDay20')).toBe(20);
    expect(selfReadingOpeningMonthDay('lastFiveDays')).toBe(-5);
  });

  it('reads the date in Italy: 23:30 UTC on the 19th is already the 20th in Rome', () => {
    expect(italianDate(new Date('2026-11-19T23:30:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 20,
    });
  });
});

describe('the gas card\'s self-reading dates (spec §2 template 5, §9 "last five days to month end")', () => {
  it.each([
    [{ year: 2026, month: 11, day: 1 }, 26, 30],
    [{ year: 2026, month: 11, day: 30 }, 26, 30],
    [{ year: 2026, month: 12, day: 10 }, 27, 31],
    [{ year: 2026, month: 2, day: 14 }, 24, 28],
    [{ year: 2028, month: 2, day: 29 }, 25, 29],
  ])('in the month of %o runs from day %i to day %i', (today, from, to) => {
    const window = selfReadingCardWindow(today);
    expect(window.from).toEqual({ year: today.year, month: today.month, day: from });
    expect(window.to).toEqual({ year: today.year, month: today.month, day: to });
    expect(to - from + 1).toBe(5);
  });

  it('counts the days of a month, leap years included', () => {
    expect([daysInMonth(2026, 1), daysInMonth(2026, 2), daysInMonth(2028, 2)]).toEqual([
      31, 28, 29,
    ]);
  });
});

describe('the memo\'s first day (spec §9 "Memo reminder": on the window\'s opening day)', () => {
  it.each([
    ['fromDay20', { year: 2026, month: 11, day: 3 }, { year: 2026, month: 11, day: 20 }],
    ['fromDay20', { year: 2026, month: 11, day: 20 }, { year: 2026, month: 11, day: 20 }],
    ['fromDay20', { year: 2026, month: 11, day: 21 }, { year: 2026, month: 12, day: 20 }],
    ['fromDay20', { year: 2026, month: 12, day: 28 }, { year: 2027, month: 1, day: 20 }],
    ['lastFiveDays', { year: 2026, month: 11, day: 3 }, { year: 2026, month: 11, day: 26 }],
    ['lastFiveDays', { year: 2026, month: 11, day: 27 }, { year: 2026, month: 12, day: 27 }],
    ['lastFiveDays', { year: 2027, month: 1, day: 30 }, { year: 2027, month: 2, day: 24 }],
  ] as const)('with %s, on %o starts on %o', (rule, today, start) => {
    expect(selfReadingMemoStart(rule, today)).toEqual(start);
  });
});
