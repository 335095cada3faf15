/**
 * The .ics files of spec §9 (self-reading memo, due date, instalments), built with
 * ical-generator: valid RFC 5545, times in Europe/Rome with its VTIMEZONE, an optional display
 * alarm. Only this module imports ical-generator; callers reach it through `download.ts`'s
 * dynamic import, so it stays out of the bill's initial JavaScript (DESIGN "Budgets").
 */
import {
  ICalAlarmType,
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
} from 'ical-generator';
import { CALENDAR_TIME_ZONE, EUROPE_ROME_VTIMEZONE, wallClockValue } from './timeZone.ts';
import type { CalendarFile } from './types.ts';

/** The VCALENDAR text of `file`, lines ended by CRLF and folded at 75 octets. */
export function calendarText(file: CalendarFile): string {
  const calendar = new ICalCalendar({
    prodId: { company: 'quadro', product: 'bolletta interattiva', language: 'IT' },
    method: ICalCalendarMethod.PUBLISH,
    // The name stays null: a calendar-wide name would add the non-standard TIMEZONE-ID and
    // X-WR-TIMEZONE lines; each event names its zone, and the generator adds its VTIMEZONE.
    timezone: {
      name: null,
      generator: (zone) => (zone === CALENDAR_TIME_ZONE ? EUROPE_ROME_VTIMEZONE : null),
    },
  });
  for (const event of file.events) {
    calendar.createEvent({
      id: event.uid,
      stamp: file.now,
      timezone: CALENDAR_TIME_ZONE,
      start: wallClockValue(event.start),
      // The end as a wall-clock time too: a half-hour event never crosses a DST change at 10 or 11.
      end: wallClockValue({
        date: event.start.date,
        hour: event.start.hour + Math.floor((event.start.minute + event.durationMinutes) / 60),
        minute: (event.start.minute + event.durationMinutes) % 60,
      }),
      summary: event.title,
      ...(event.description === undefined ? {} : { description: event.description }),
      ...(event.monthlyOn === undefined
        ? {}
        : { repeating: { freq: ICalEventRepeatingFreq.MONTHLY, byMonthDay: event.monthlyOn } }),
      alarms:
        event.alarmHoursBefore === undefined
          ? []
          : [
              {
                type: ICalAlarmType.display,
                // A number of seconds before the start, written as a duration (-P1D for 24 h).
                trigger: event.alarmHoursBefore * 3600,
                description: event.title,
              },
            ],
    });
  }
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too; ical-generator leaves
  // the final END:VCALENDAR without it (decision 495).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
