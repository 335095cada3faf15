import { describe, expect, it } from 'vitest';
import { REMINDER_FILE_NAME, selfReadingReminder } from './reminder.ts';

const reminder = {
  title: 'Autolettura gas',
  description: "Comunica l'autolettura del PDR 15220000123456; entro fine mese",
  today: { year: 2026, month: 11, day: 22 },
  uid: 'autolettura-15220000123456@quadro',
  now: new Date(Date.UTC(2026, 10, 22, 8, 4, 9)),
};

/** RFC 5545 §3.1: unfold continuation lines, then each component's properties by name. */
function parse(ics: string): { lines: string[]; component: (name: string) => Map<string, string> } {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const component = (name: string) => {
    const start = lines.indexOf(`BEGIN:${name}`);
    const end = lines.indexOf(`END:${name}`);
    expect(start, `BEGIN:${name}`).toBeGreaterThanOrEqual(0);
    const properties = new Map<string, string>();
    for (const line of lines.slice(start + 1, end)) {
      const colon = line.indexOf(':');
      if (!properties.has(line.slice(0, colon))) {
        properties.set(line.slice(0, colon), line.slice(colon + 1));
      }
    }
    return properties;
  };
  return { lines, component };
}

describe('self-reading reminder (spec §9 "Memo reminder", file Promemoria Autolettura.ics)', () => {
  it('is named as the spec says', () => {
    expect(REMINDER_FILE_NAME).toBe('Promemoria Autolettura.ics');
  });

  it('writes a calendar with CRLF line ends and one event', () => {
    const ics = selfReadingReminder(reminder);
    const { lines } = parse(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics).toContain('\r\nEND:VCALENDAR');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('starts at 11:00 (floating) on the last day of the current month', () => {
    const event = parse(selfReadingReminder(reminder)).component('VEVENT');
    expect(event.get('DTSTART')).toBe('20261130T110000');
    expect(event.get('DTEND')).toBe('20261130T113000');
    expect(event.get('SUMMARY')).toBe('Autolettura gas');
    expect(event.get('DESCRIPTION')).toBe(
      "Comunica l'autolettura del PDR 15220000123456\\; entro fine mese",
    );
    expect(event.get('UID')).toBe('autolettura-15220000123456@quadro');
  });

  it('repeats monthly on the last day of each month (RRULE BYMONTHDAY=-1)', () => {
    const event = parse(selfReadingReminder(reminder)).component('VEVENT');
    const rule = Object.fromEntries(
      (event.get('RRULE') ?? '').split(';').map((part) => part.split('=') as [string, string]),
    );
    expect(rule).toEqual({ FREQ: 'MONTHLY', BYMONTHDAY: '-1' });
  });

  it('rings a display alarm 24 hours before (VALARM TRIGGER one day before the start)', () => {
    const { lines, component } = parse(selfReadingReminder(reminder));
    const alarm = component('VALARM');
    expect(alarm.get('ACTION')).toBe('DISPLAY');
    expect(['-P1D', '-PT24H']).toContain(alarm.get('TRIGGER'));
    expect(alarm.get('DESCRIPTION')).toBe('Autolettura gas');
    // The alarm belongs to the event.
    expect(lines.indexOf('BEGIN:VALARM')).toBeGreaterThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.indexOf('END:VALARM')).toBeLessThan(lines.indexOf('END:VEVENT'));
  });

  it.each([
    [{ year: 2026, month: 2, day: 3 }, '20260228T110000'],
    [{ year: 2028, month: 2, day: 29 }, '20280229T110000'],
    [{ year: 2026, month: 12, day: 31 }, '20261231T110000'],
  ])('on %o first rings on %s', (today, start) => {
    const event = parse(selfReadingReminder({ ...reminder, today })).component('VEVENT');
    expect(event.get('DTSTART')).toBe(start);
  });
});
