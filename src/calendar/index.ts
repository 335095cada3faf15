/**
 * The calendar reminders of spec §9, shared by every widget that offers one (self-reading memo,
 * due date, instalments). Import from here: this entry holds no ical-generator, which
 * `downloadCalendar` loads on demand; tests build the text with `./ics.ts` directly.
 */
export { downloadCalendar } from './download.ts';
export { CALENDAR_TIME_ZONE, romeInstant, type WallClock } from './timeZone.ts';
export type { CalendarEvent, CalendarFile } from './types.ts';
