/**
 * The time zone every reminder of spec §9 is written in. The times of §9 ("at 11:00", "10:00 to
 * 10:30") are Italian times: written with TZID=Europe/Rome and the zone's VTIMEZONE, a calendar
 * in another zone shows them at the matching local hour, where a floating time would ring at
 * 11:00 of wherever the customer happens to be (issue 16).
 */
import type { ICalDayJsStub } from 'ical-generator';
import type { CalendarDate } from '../domain/dates.ts';
import { romeOffsetMinutes } from '../domain/romeTime.ts';

export const CALENDAR_TIME_ZONE = 'Europe/Rome';

/**
 * RFC 5545 §3.6.5: Europe/Rome's rule since 1996 (EU summer time: last Sunday of March 02:00
 * to last Sunday of October 03:00). Written out, not generated from a tz database: the page
 * has none, and the rule covers every date a reminder can name.
 */
export const EUROPE_ROME_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** A time on the Italian wall clock. */
export interface WallClock {
  date: CalendarDate;
  hour: number;
  minute: number;
}

/** The instant a time on the Italian wall clock names (its first, in the repeated hour). */
export function romeInstant({ date, hour, minute }: WallClock): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const first = asUtc - romeOffsetMinutes(asUtc) * 60_000;
  // The guess used the offset of the UTC reading; near a change the true offset is the other.
  return new Date(asUtc - romeOffsetMinutes(first) * 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The wall-clock time as ical-generator's date stub. ical-generator writes a JavaScript Date
 * in a TZID with the *runtime's* local hours, which are the customer's zone in the browser; a
 * stub without `tz()` is written as its own `format()` gives it, so 11:00 stays 11:00 Rome
 * whatever zone the page runs in. `toDate()` is the true instant (checks such as end > start).
 */
export function wallClockValue(clock: WallClock): ICalDayJsStub {
  const instant = romeInstant(clock);
  const formats: Record<string, string> = {
    YYYYMMDD: `${pad(clock.date.year, 4)}${pad(clock.date.month)}${pad(clock.date.day)}`,
    HHmmss: `${pad(clock.hour)}${pad(clock.minute)}00`,
  };
  return {
    format: (pattern?: string) => {
      const text = pattern === undefined ? undefined : formats[pattern];
      if (text === undefined) throw new Error(`unexpected date format ${String(pattern)}`);
      return text;
    },
    isValid: () => true,
    toDate: () => new Date(instant),
    toJSON: () => instant.toISOString(),
  };
}
