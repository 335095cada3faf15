import { describe, expect, it } from 'vitest';
import { italianToday } from './testClock.ts';

const now = () => new Date('2026-11-03T10:00:00Z');

describe("the self-reading window's today (spec §9; e2e tests name it)", () => {
  it('is the date in Italy by the clock when no date is named', () => {
    expect(italianToday({ now, todayHeader: true }, undefined)).toEqual({
      year: 2026,
      month: 11,
      day: 3,
    });
  });

  it('takes the named date on the sample server only', () => {
    expect(italianToday({ now, todayHeader: true }, '2026-11-25')).toEqual({
      year: 2026,
      month: 11,
      day: 25,
    });
    expect(italianToday({ now, todayHeader: false }, '2026-11-25').day).toBe(3);
  });

  it('ignores a date that is not YYYY-MM-DD or not a real day', () => {
    for (const header of ['25/11/2026', '2026-02-30', 'tomorrow', ['2026-11-25']]) {
      expect(italianToday({ now, todayHeader: true }, header).day).toBe(3);
    }
  });
});
