import { describe, expect, it } from 'vitest';
import { calendarHref, escapeText, foldLine, instalmentCalendar } from './calendar.ts';

const reminder = {
  title: 'Scadenza rata 218,93 €',
  due: { year: 2026, month: 5, day: 26 },
  uid: 'rata-3-26052026@quadro',
  now: new Date(Date.UTC(2026, 2, 5, 8, 4, 9)),
};

describe('instalment reminder (spec §9: 10:00–10:30 on the due date, alarm 24 hours before)', () => {
  it('writes one VEVENT from 10:00 to 10:30 on the due date, titled with the amount', () => {
    const ics = instalmentCalendar(reminder);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//quadro//bolletta interattiva//IT',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:rata-3-26052026@quadro',
      'DTSTAMP:20260305T080409Z',
      'DTSTART:20260526T100000',
      'DTEND:20260526T103000',
      'SUMMARY:Scadenza rata 218\\,93 €',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Scadenza rata 218\\,93 €',
      'TRIGGER:-PT24H',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes text as RFC 5545 asks (backslash, semicolon, comma, line breaks)', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines over 75 octets, counting the bytes of € and accented letters', () => {
    const line = `SUMMARY:${'€'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded)
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('puts the file in a data link a browser downloads', () => {
    expect(calendarHref('A,B')).toBe('data:text/calendar;charset=utf-8,A%2CB');
  });
});
