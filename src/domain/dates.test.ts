import { describe, expect, it } from 'vitest';
import { formatBillDate, formatCalendarDate, parseBillDate } from './dates.ts';

describe('formatBillDate (spec §5 "d, m, Y tokens; 0000-00-00 is empty"; decision 8)', () => {
  it.each([
    ['2025-03-05', 'd/m/Y', '05/03/2025'],
    ['2025-03-05 10:11:12', 'd/m/Y', '05/03/2025'],
    ['05/03/2025', 'd/m/Y', '05/03/2025'],
    ['2025-12-31', 'Y-m-d', '2025-12-31'],
    ['0000-00-00', 'd/m/Y', ''],
    ['', 'd/m/Y', ''],
    [null, 'd/m/Y', ''],
    ['2025-02-30', 'd/m/Y', ''],
    ['yesterday', 'd/m/Y', ''],
    [20250305, 'd/m/Y', ''],
  ])('shows %j with %s as %j', (value, pattern, expected) => {
    expect(formatBillDate(value, pattern)).toBe(expected);
  });

  it('reads the day, month and year of every accepted form', () => {
    expect(parseBillDate(' 2024-02-29 ')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseBillDate('29/02/2023')).toBeUndefined();
  });
});

describe('formatCalendarDate (decision 8: d/m/Y)', () => {
  it.each([
    [{ year: 2026, month: 11, day: 26 }, 'd/m/Y', '26/11/2026'],
    [{ year: 2026, month: 2, day: 5 }, 'd/m/Y', '05/02/2026'],
    [{ year: 2026, month: 2, day: 30 }, 'd/m/Y', ''],
  ])('shows %o with %s as %j', (date, pattern, expected) => {
    expect(formatCalendarDate(date, pattern)).toBe(expected);
  });
});
