import type { CalendarDate } from './dates.ts';

/**
 * Italy's clock by the EU rule, without Intl's time zone data: Europe/Rome is UTC+1, and UTC+2
 * from the last Sunday of March to the last Sunday of October, both at 01:00 UTC (the rule
 * since 1996, the VTIMEZONE of src/calendar/timeZone.ts). A formatter made with
 * `timeZone: 'Europe/Rome'` cost 40–115 ms on a fresh page, ICU loading the zone's data, and
 * the bill's widget chunk made one as it loaded (issue 31, decision 610). Every date this is
 * asked for is today or a reminder's, long after 1996.
 */
function lastSundayAtOneUtc(year: number, month: number): number {
  // Day 0 of the next month is this month's last day.
  const last = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, last.getUTCDate() - last.getUTCDay(), 1);
}

/** Minutes Europe/Rome is ahead of UTC at `instant` (ms since the epoch): 60 or 120. */
export function romeOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 3) && instant < lastSundayAtOneUtc(year, 10);
  return summer ? 120 : 60;
}

/** The calendar date in Italy at `instant`: the window follows the customer's clock, not UTC. */
export function italianDate(instant: Date): CalendarDate {
  const wall = new Date(instant.getTime() + romeOffsetMinutes(instant.getTime()) * 60_000);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}
