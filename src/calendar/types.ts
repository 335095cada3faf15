/** What a reminder file holds (spec §9): plain data, so callers need no calendar library. */
import type { WallClock } from './timeZone.ts';

export interface CalendarEvent {
  /** Stable for the same item (src/domain/calendarUid.ts), so a second import updates it. */
  uid: string;
  title: string;
  description?: string;
  /** The start on the Italian wall clock (written with TZID=Europe/Rome). */
  start: WallClock;
  /** Minutes; the event ends the same day. */
  durationMinutes: number;
  /** A display alarm this many hours before the start; none when absent. */
  alarmHoursBefore?: number;
  /** Repeats every month on these days (RFC 5545 BYMONTHDAY: -1 is the month's last day). */
  monthlyOn?: number[];
}

export interface CalendarFile {
  events: CalendarEvent[];
  /** When the file is made (DTSTAMP, written in UTC). */
  now: Date;
}
