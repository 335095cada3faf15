import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { italianDate, romeOffsetMinutes } from './romeTime.ts';

// Node's ICU has the tz database: the reference the arithmetic must agree with.
const rome = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

function reference(instant: number) {
  const parts = rome.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return {
    date: { year: part('year'), month: part('month'), day: part('day') },
    offset: Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000),
  };
}

describe('Italian time without Intl', () => {
  it.each([
    ['2026-03-29T00:59:59Z', 60, { year: 2026, month: 3, day: 29 }],
    ['2026-03-29T01:00:00Z', 120, { year: 2026, month: 3, day: 29 }],
    ['2026-10-25T00:59:59Z', 120, { year: 2026, month: 10, day: 25 }],
    ['2026-10-25T01:00:00Z', 60, { year: 2026, month: 10, day: 25 }],
    ['2026-06-30T22:30:00Z', 120, { year: 2026, month: 7, day: 1 }],
    ['2026-12-31T23:30:00Z', 60, { year: 2027, month: 1, day: 1 }],
    ['2028-02-28T23:00:00Z', 60, { year: 2028, month: 2, day: 29 }],
  ])('at %s Rome is %i minutes ahead, on %o', (iso, offset, date) => {
    const instant = Date.parse(iso);
    expect(romeOffsetMinutes(instant)).toBe(offset);
    expect(italianDate(new Date(instant))).toEqual(date);
  });

  it('agrees with the tz database on every instant from 1996 to 2100', () => {
    const from = Date.UTC(1996, 0, 1);
    const to = Date.UTC(2100, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (instant) => {
        const expected = reference(instant);
        expect(romeOffsetMinutes(instant)).toBe(expected.offset);
        expect(italianDate(new Date(instant))).toEqual(expected.date);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with it within an hour of every change from 2020 to 2040', () => {
    const changes = fc
      .integer({ min: 2020, max: 2040 })
      .chain((year) =>
        fc.tuple(
          fc.constantFrom(3, 10),
          fc.integer({ min: -3_600_000, max: 3_600_000 }),
          fc.constant(year),
        ),
      );
    fc.assert(
      fc.property(changes, ([month, delta, year]) => {
        const last = new Date(Date.UTC(year, month, 0));
        const change = Date.UTC(year, month - 1, last.getUTCDate() - last.getUTCDay(), 1);
        expect(romeOffsetMinutes(change + delta)).toBe(reference(change + delta).offset);
      }),
      { numRuns: 1000 },
    );
  });
});
