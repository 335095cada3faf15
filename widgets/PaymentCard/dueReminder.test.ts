/** Spec §9 "Payment due reminder", the file parsed back with ical.js (a real RFC 5545 parser). */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import paid from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import { asBill } from '../../tests/fixtures.ts';
import { calendarText } from '../../src/calendar/ics.ts';
import { dueReminder } from './dueReminder.ts';

const texts = {
  title: 'Scadenza bolletta A2026000101',
  description: 'Importo da pagare: 109,73 €',
  fileName: 'Scadenza bolletta',
};
const doc = (fields: Record<string, unknown>) =>
  asBill({ doc: { ...power.document, ...fields } }).doc;

/** Early March 2026 in Italy: alfa-2026-0001's due date (25 March) is still ahead. */
const today = { year: 2026, month: 3, day: 6 };

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('a reminder was expected');
  return value;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { zone, vevent, event: new ICAL.Event(vevent) };
}

describe('the due-date reminder (spec §9: 11:00 on the due date, alarm 24 hours before)', () => {
  it('is an event at 11:00 Rome time on the due date, not floating, with a 24-hour alarm', () => {
    const reminder = dueReminder(doc({}), 'alfa', texts, today);
    expect(reminder?.fileName).toBe('Scadenza bolletta 25-03-2026.ics');
    const text = calendarText({
      events: [must(reminder).event],
      now: new Date(Date.UTC(2026, 2, 6)),
    });
    const { zone, vevent, event } = parse(text);
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Rome');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Rome');
    expect(event.startDate.toString()).toBe('2026-03-25T11:00:00');
    // 11:00 in Rome on 25 March (CET, before summer time) is 10:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-25T10:00:00.000Z');
    expect(event.summary).toBe('Scadenza bolletta A2026000101');
    expect(event.description).toBe('Importo da pagare: 109,73 €');
    const alarm = vevent.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger');
    expect(trigger instanceof ICAL.Duration ? trigger.toSeconds() : undefined).toBe(-24 * 3600);
  });

  it('follows summer time: a due date in July at 11:00 is 09:00 UTC', () => {
    const reminder = dueReminder(
      doc({ document_payment_expiry: '15/07/2026' }),
      'alfa',
      texts,
      today,
    );
    const { event } = parse(calendarText({ events: [must(reminder).event], now: new Date() }));
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-15T09:00:00.000Z');
  });

  it('names the bill in its UID, so a second download updates the same event', () => {
    const first = dueReminder(doc({}), 'alfa', texts, today);
    const again = dueReminder(doc({}), 'alfa', { ...texts, title: 'other' }, today);
    const other = dueReminder(doc({ document_number: 'A2026000102' }), 'alfa', texts, today);
    expect(first?.event.uid).toBe(again?.event.uid);
    expect(first?.event.uid).not.toBe(other?.event.uid);
  });

  it.each([
    ['a paid bill', paid.document],
    ['a credit', { ...power.document, document_payment_debt: -12.5 }],
    ['no debt', { ...power.document, document_payment_debt: 0 }],
    ['no due date', { ...power.document, document_payment_expiry: '0000-00-00' }],
    ['status 0, cancelled (beta-2026-0003)', { ...power.document, document_payment_status: 0 }],
    [
      'status 3, to be validated (alfa-2026-0007)',
      { ...power.document, document_payment_status: 3 },
    ],
    ['a due date already past', { ...power.document, document_payment_expiry: '2026-03-05' }],
  ])('is not offered for %s (nothing to pay by a date, decision 494)', (_case, fields) => {
    expect(dueReminder(asBill({ doc: fields }).doc, 'alfa', texts, today)).toBeUndefined();
  });

  it.each([
    ['status 1, the due date today', { document_payment_expiry: '2026-03-06' }],
    ['status 2, a due date ahead', { document_payment_status: 2 }],
  ])('is offered for %s', (_case, fields) => {
    expect(dueReminder(doc(fields), 'alfa', texts, today)).toBeDefined();
  });
});
