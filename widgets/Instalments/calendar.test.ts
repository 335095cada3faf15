/**
 * Spec §9 "instalment reminder: 10:00 to 10:30 on the due date, titled as an instalment
 * deadline with the amount in euro", alarm 24 hours before: the file src/calendar writes with
 * ical-generator, parsed back with ical.js (a real RFC 5545 parser), not compared as text.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText } from '../../src/calendar/ics.ts';
import { instalmentEvent, instalmentFileName } from './calendar.ts';

const reminder = {
  title: 'Scadenza rata 218,93 €',
  due: { year: 2026, month: 5, day: 26 },
  uid: 'rata-3-26052026@quadro',
};
const now = new Date(Date.UTC(2026, 2, 5, 8, 4, 9));

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevents = calendar.getAllSubcomponents('vevent');
  return { calendar, zone, vevents, event: new ICAL.Event(vevents[0]) };
}

describe('instalment reminder (spec §9: 10:00–10:30 on the due date, alarm 24 hours before)', () => {
  it('writes one VEVENT from 10:00 to 10:30 Rome time on the due date, titled with the amount', () => {
    const { calendar, zone, vevents, event } = parse(
      calendarText({ events: [instalmentEvent(reminder)], now }),
    );
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(vevents).toHaveLength(1);
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Rome');
    expect(vevents[0]?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Rome');
    expect(event.startDate.toString()).toBe('2026-05-26T10:00:00');
    expect(event.endDate.toString()).toBe('2026-05-26T10:30:00');
    // May is summer time in Rome (+02:00): a calendar elsewhere shows 08:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-05-26T08:00:00.000Z');
    expect(event.summary).toBe('Scadenza rata 218,93 €');
    expect(event.uid).toBe('rata-3-26052026@quadro');
    expect(vevents[0]?.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-03-05T08:04:09Z');
  });

  it('rings a display alarm 24 hours before', () => {
    const { vevents } = parse(calendarText({ events: [instalmentEvent(reminder)], now }));
    const alarm = vevents[0]?.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger');
    expect(trigger instanceof ICAL.Duration ? trigger.toSeconds() : undefined).toBe(-24 * 3600);
  });

  it('keeps backslashes, semicolons, commas and line breaks of the title (RFC 5545 TEXT)', () => {
    const title = 'Rata 2; acconto, saldo \\ nota\nfine';
    const { event } = parse(
      calendarText({ events: [instalmentEvent({ ...reminder, title })], now }),
    );
    expect(event.summary).toBe(title);
  });

  it('folds lines over 75 octets, counting the bytes of € and accented letters', () => {
    const title = `Scadenza rata ${'€'.repeat(40)} è`;
    const text = calendarText({ events: [instalmentEvent({ ...reminder, title })], now });
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(text).event.summary).toBe(title);
  });

  it('names the file after the due date as shown, without slashes', () => {
    expect(instalmentFileName('Scadenza rata', '26/05/2026')).toBe('Scadenza rata 26-05-2026.ics');
  });
});
