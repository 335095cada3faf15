/**
 * Spec §9 reminders, parsed back with ical.js (a real RFC 5545 parser, not the generator):
 * Europe/Rome times with their VTIMEZONE, recurrence and alarms.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText } from './ics.ts';
import { romeInstant } from './timeZone.ts';
import type { CalendarEvent } from './types.ts';

const memo: CalendarEvent = {
  uid: 'autolettura.alfa.15220000123456@quadro',
  title: 'Autolettura gas',
  description: "Comunica l'autolettura del PDR 15220000123456; entro fine mese, grazie",
  start: { date: { year: 2026, month: 11, day: 30 }, hour: 11, minute: 0 },
  durationMinutes: 30,
  alarmHoursBefore: 24,
  monthlyOn: [-1],
};
const now = new Date(Date.UTC(2026, 10, 22, 8, 4, 9));

/** The file parsed by ical.js, its zone registered so times convert as a calendar app would. */
function parse(events: CalendarEvent[]) {
  const text = calendarText({ events, now });
  const parsed: unknown = ICAL.parse(text);
  if (!Array.isArray(parsed)) throw new Error('one VCALENDAR expected');
  const calendar = new ICAL.Component(parsed);
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevents = calendar.getAllSubcomponents('vevent');
  return { text, calendar, zone, vevents, events: vevents.map((e) => new ICAL.Event(e)) };
}

describe('calendar files (spec §9 reminders, RFC 5545)', () => {
  it('ends its last line, END:VCALENDAR, with CRLF too (RFC 5545 §3.1)', () => {
    const { text } = parse([memo]);
    const bytes = new TextEncoder().encode(text);
    const tail = new TextDecoder().decode(bytes.slice(-15));
    expect(tail).toBe('END:VCALENDAR\r\n');
    expect([...bytes.slice(-2)]).toEqual([0x0d, 0x0a]);
    expect([...bytes.slice(-3, -2)]).not.toEqual([0x0d]);
  });

  it('ends lines with CRLF, folds none over 75 octets and escapes TEXT', () => {
    const { text, events } = parse([memo]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(events[0]?.description).toBe(memo.description);
    expect(events[0]?.summary).toBe('Autolettura gas');
    expect(events[0]?.uid).toBe(memo.uid);
  });

  it('carries the Europe/Rome VTIMEZONE and writes times in it, not floating', () => {
    const { zone, events } = parse([memo]);
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Rome');
    const start = events[0]?.startDate;
    expect(start?.zone.tzid).toBe('Europe/Rome');
    expect(start?.toString()).toBe('2026-11-30T11:00:00');
    // 11:00 in Rome in November (CET, +01:00) is 10:00 UTC.
    expect(start?.toJSDate().toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(events[0]?.endDate.toJSDate().toISOString()).toBe('2026-11-30T10:30:00.000Z');
  });

  it('follows summer time: 11:00 in July is 09:00 UTC', () => {
    const july = { ...memo, start: { ...memo.start, date: { year: 2027, month: 7, day: 31 } } };
    const { events } = parse([july]);
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe('2027-07-31T09:00:00.000Z');
  });

  it('repeats monthly on the given day: the last of each month for BYMONTHDAY=-1', () => {
    const { events } = parse([memo]);
    const iterator = events[0]?.iterator();
    const starts: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const next = iterator?.next();
      if (next) starts.push(next.toJSDate().toISOString());
    }
    expect(starts).toEqual([
      '2026-11-30T10:00:00.000Z',
      '2026-12-31T10:00:00.000Z',
      '2027-01-31T10:00:00.000Z',
      '2027-02-28T10:00:00.000Z',
      '2027-03-31T09:00:00.000Z',
    ]);
  });

  it('rings a display alarm 24 hours before the start', () => {
    const { vevents } = parse([memo]);
    const alarm = vevents[0]?.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger');
    expect(trigger instanceof ICAL.Duration && trigger.toSeconds()).toBe(-24 * 3600);
  });

  it('writes one-off events without RRULE or VALARM, several in one file', () => {
    const instalment: CalendarEvent = {
      uid: 'rata.1@quadro',
      title: 'Scadenza rata 218,92 €',
      start: { date: { year: 2027, month: 3, day: 28 }, hour: 10, minute: 0 },
      durationMinutes: 30,
    };
    const second = { ...instalment, uid: 'rata.2@quadro' };
    const { vevents, events } = parse([instalment, second]);
    expect(events).toHaveLength(2);
    expect(vevents[0]?.getFirstProperty('rrule')).toBeNull();
    expect(vevents[0]?.getFirstSubcomponent('valarm')).toBeNull();
    // 28 March 2027 is summer time's first day: 10:00 CEST is 08:00 UTC.
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(events[0]?.endDate.toString()).toBe('2027-03-28T10:30:00');
  });

  it('gives the same text whatever zone the page runs in (no runtime local hours)', () => {
    expect(romeInstant(memo.start).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(calendarText({ events: [memo], now })).toContain(
      'DTSTART;TZID=Europe/Rome:20261130T110000',
    );
  });
});
