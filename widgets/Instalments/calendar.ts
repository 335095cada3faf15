/**
 * The reminder of an instalment's due date (spec §9 "instalment reminder: 10:00 to 10:30 on
 * the due date, titled as an instalment deadline with the amount in euro"), with the alarm 24
 * hours before, as plain data for src/calendar: it writes the file with ical-generator, in
 * Europe/Rome with its VTIMEZONE (issue 16: no more floating times, escaping or folding by hand).
 */
import type { CalendarEvent } from '../../src/calendar/index.ts';
import type { CalendarDate } from '../../src/domain/dates.ts';

export const INSTALMENT_REMINDER_HOUR = 10;
export const INSTALMENT_REMINDER_MINUTES = 30;
export const INSTALMENT_REMINDER_ALARM_HOURS = 24;

export interface InstalmentReminder {
  /** The event's title, e.g. `Scadenza rata 218,92 €`. */
  title: string;
  due: CalendarDate;
  /** Unique and stable for the same instalment, so a second import updates the first. */
  uid: string;
}

/** The instalment's event: 10:00–10:30 Rome time on its due date, a display alarm a day before. */
export function instalmentEvent({ title, due, uid }: InstalmentReminder): CalendarEvent {
  return {
    uid,
    title,
    start: { date: due, hour: INSTALMENT_REMINDER_HOUR, minute: 0 },
    durationMinutes: INSTALMENT_REMINDER_MINUTES,
    alarmHoursBefore: INSTALMENT_REMINDER_ALARM_HOURS,
  };
}

/** `Scadenza rata 02-04-2026.ics`: the due date as shown, with `-` where a file name can't `/`. */
export function instalmentFileName(prefix: string, shownDue: string): string {
  return `${prefix} ${shownDue.replace(/\//g, '-')}.ics`;
}
