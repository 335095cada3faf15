import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SELF_READING_WINDOW_RULES,
  selfReadingMemoMonthDay,
  selfReadingWindow,
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

describe("the gas card's self-reading dates: the host's window (decision 490)", () => {
  it.each([
    [{ year: 2026, month: 11, day: 28 }, 20, 30],
    [{ year: 2026, month: 2, day: 3 }, 20, 28],
  ])('with fromDay20, in the month of %o runs from day %i to day %i', (today, from, to) => {
    const window = selfReadingCardWindow('fromDay20', today);
    expect([window.from.day, window.to.day]).toEqual([from, to]);
  });

  it.each([
    [{ year: 2026, month: 11, day: 1 }, 26, 30],
    [{ year: 2026, month: 11, day: 30 }, 26, 30],
    [{ year: 2026, month: 12, day: 10 }, 27, 31],
    [{ year: 2026, month: 2, day: 14 }, 24, 28],
    [{ year: 2028, month: 2, day: 29 }, 25, 29],
  ])('with lastFiveDays, in the month of %o runs from day %i to day %i', (today, from, to) => {
    const window = selfReadingCardWindow('lastFiveDays', today);
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

describe('the memo\'s first day (spec §9 "Memo reminder", paired with the window, decision 490)', () => {
  it.each([
    ['fromDay20', { year: 2026, month: 11, day: 3 }, { year: 2026, month: 11, day: 23 }],
    ['fromDay20', { year: 2026, month: 11, day: 23 }, { year: 2026, month: 11, day: 23 }],
    ['fromDay20', { year: 2026, month: 11, day: 24 }, { year: 2026, month: 12, day: 23 }],
    ['fromDay20', { year: 2026, month: 12, day: 28 }, { year: 2027, month: 1, day: 23 }],
    ['lastFiveDays', { year: 2026, month: 11, day: 3 }, { year: 2026, month: 11, day: 30 }],
    ['lastFiveDays', { year: 2026, month: 11, day: 30 }, { year: 2026, month: 11, day: 30 }],
    ['lastFiveDays', { year: 2027, month: 2, day: 1 }, { year: 2027, month: 2, day: 28 }],
  ] as const)('with %s, on %o starts on %o', (rule, today, start) => {
    expect(selfReadingMemoStart(rule, today)).toEqual(start);
  });

  it('writes the memo day as a BYMONTHDAY: the 23rd, or -1 for the last day', () => {
    expect(selfReadingMemoMonthDay('fromDay20')).toBe(23);
    expect(selfReadingMemoMonthDay('lastFiveDays')).toBe(-1);
  });

  it("falls inside the host's window, never before today (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SELF_READING_WINDOW_RULES),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (rule, instant) => {
          const today = italianDate(instant);
          const start = selfReadingMemoStart(rule, today);
          const window = selfReadingWindow(rule, start);
          expect(start.day).toBeGreaterThanOrEqual(window.from.day);
          expect(start.day).toBeLessThanOrEqual(window.to.day);
          // The open window answers days left on the memo's day: get_enterdays agrees with it.
          expect(selfReadingDaysLeft(start, rule)).toBeGreaterThan(0);
          const key = (d: { year: number; month: number; day: number }) =>
            d.year * 10000 + d.month * 100 + d.day;
          expect(key(start)).toBeGreaterThanOrEqual(key(today));
        },
      ),
    );
  });
});
