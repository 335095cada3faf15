/**
 * The gas self-reading reminder as an iCalendar file (spec §9 "Memo reminder: … event at 11:00
 * repeating monthly on the last day with alarm 24 hours before (file Promemoria
 * Autolettura.ics)"). Built with ical-generator, which only this module imports: the card
 * loads it with a dynamic import on click, so it stays out of the bill's initial JavaScript.
 *
 * The event is timed, not all-day: an all-day event has no 11:00, and the alarm "24 hours
 * before" then rings at 11:00 on the day before, while the window is still open. Times are
 * floating (no time zone): 11:00 wherever the customer's calendar is, as the instalment
 * reminders do.
 */
import {
  ICalAlarmType,
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
} from 'ical-generator';
import type { CalendarDate } from '../../src/domain/dates.ts';
import { daysInMonth } from '../../src/domain/selfReading.ts';

/** Spec §9: the name the downloaded file gets. */
export const REMINDER_FILE_NAME = 'Promemoria Autolettura.ics';

/** §9 "at 11:00"; the event lasts half an hour, enough to read a meter. */
const START_HOUR = 11;
const DURATION_MINUTES = 30;

/** §9 "alarm 24 hours before", in seconds before the start (ical-generator's unit). */
const ALARM_BEFORE_SECONDS = 24 * 60 * 60;

export interface SelfReadingReminder {
  /** The event's title in the reader's language, e.g. `Autolettura gas`. */
  title: string;
  /** What to do, e.g. with the supply point's code. */
  description: string;
  /** Today in Italy: the first reminder is on the last day of this month. */
  today: CalendarDate;
  /** Stable for the same supply point, so importing the file twice updates one event. */
  uid: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** A floating time: ical-generator writes a floating Date with its UTC fields. */
const floating = (date: CalendarDate, hour: number, minute: number): Date =>
  new Date(Date.UTC(date.year, date.month - 1, date.day, hour, minute));

/** The VCALENDAR text: one monthly VEVENT on the month's last day, with its VALARM. */
export function selfReadingReminder(input: SelfReadingReminder): string {
  const lastDay = { ...input.today, day: daysInMonth(input.today.year, input.today.month) };
  const calendar = new ICalCalendar({
    prodId: { company: 'quadro', product: 'bolletta interattiva', language: 'IT' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: input.uid,
    stamp: input.now,
    floating: true,
    start: floating(lastDay, START_HOUR, 0),
    end: floating(lastDay, START_HOUR, DURATION_MINUTES),
    summary: input.title,
    description: input.description,
    // BYMONTHDAY=-1 is RFC 5545's "last day of the month", whatever its length.
    repeating: { freq: ICalEventRepeatingFreq.MONTHLY, byMonthDay: [-1] },
    alarms: [
      {
        type: ICalAlarmType.display,
        trigger: ALARM_BEFORE_SECONDS,
        description: input.title,
      },
    ],
  });
  return calendar.toString();
}
