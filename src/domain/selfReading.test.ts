import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  italianDate,
  selfReadingCardWindow,
  selfReadingDaysLeft,
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

  it('takes another first day from the host settings', () => {
    expect(selfReadingDaysLeft({ year: 2026, month: 11, day: 26 }, 26)).toBe(5);
    expect(selfReadingDaysLeft({ year: 2026, month: 11, day: 25 }, 26)).toBe(0);
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
