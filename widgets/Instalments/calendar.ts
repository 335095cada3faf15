/**
 * The reminder of an instalment's due date as an iCalendar file (RFC 5545), built in the
 * browser: spec §9 "instalment reminder: 10:00 to 10:30 on the due date, titled as an
 * instalment deadline with the amount in euro", with the alarm 24 hours before. Times are
 * floating (no time zone): 10:00 wherever the customer's calendar is.
 */
import type { CalendarDate } from '../../src/domain/dates.ts';

export interface InstalmentReminder {
  /** The event's title, e.g. `Scadenza rata 218,92 €`. */
  title: string;
  due: CalendarDate;
  /** Unique and stable for the same instalment, so a second import updates the first. */
  uid: string;
  /** When the file is made (DTSTAMP, in UTC). */
  now: Date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The VCALENDAR text with one VEVENT and its VALARM, lines ended by CRLF. */
export function instalmentCalendar({ title, due, uid, now }: InstalmentReminder): string {
  const day = `${pad(due.year, 4)}${pad(due.month)}${pad(due.day)}`;
  const stamp =
    `${pad(now.getUTCFullYear(), 4)}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `T${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}Z`;
  const summary = escapeText(title);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//quadro//bolletta interattiva//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${day}T100000`,
    `DTEND:${day}T103000`,
    `SUMMARY:${summary}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${summary}`,
    'TRIGGER:-PT24H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The file as a link can carry it: `data:text/calendar;charset=utf-8,…`. */
export function calendarHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
