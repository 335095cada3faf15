/** Spec §9 "Memo reminder", parsed back with ical.js (decision 189). */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText } from './ics.ts';
import { SELF_READING_MEMO_FILE_NAME, selfReadingMemo } from './selfReadingMemo.ts';

const memo = {
  title: 'Autolettura gas',
  description: "Comunica l'autolettura del PDR 15220000123456",
  today: { year: 2026, month: 11, day: 3 },
  uid: 'autolettura.alfa.15220000123456@quadro',
  now: new Date(Date.UTC(2026, 10, 3, 8, 4, 9)),
};

function firstStarts(text: string, count: number): string[] {
  const parsed: unknown = ICAL.parse(text);
  if (!Array.isArray(parsed)) throw new Error('one VCALENDAR expected');
  const calendar = new ICAL.Component(parsed);
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  expect(event.startDate.zone.tzid).toBe('Europe/Rome');
  const alarm = vevent.getFirstSubcomponent('valarm');
  const trigger = alarm?.getFirstPropertyValue('trigger');
  expect(trigger instanceof ICAL.Duration && trigger.toSeconds()).toBe(-24 * 3600);
  const iterator = event.iterator();
  const starts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    starts.push(iterator.next().toString());
  }
  return starts;
}

describe('the self-reading memo (spec §9, file Promemoria Autolettura.ics)', () => {
  it('is named as the spec says', () => {
    expect(SELF_READING_MEMO_FILE_NAME).toBe('Promemoria Autolettura.ics');
  });

  it('with fromDay20 rings on the 23rd of each month at 11:00 Rome', () => {
    const text = calendarText(selfReadingMemo({ ...memo, rule: 'fromDay20' }));
    expect(text).toContain('BYMONTHDAY=23');
    expect(firstStarts(text, 3)).toEqual([
      '2026-11-23T11:00:00',
      '2026-12-23T11:00:00',
      '2027-01-23T11:00:00',
    ]);
  });

  it('with lastFiveDays rings on the last day of each month', () => {
    const text = calendarText(selfReadingMemo({ ...memo, rule: 'lastFiveDays' }));
    expect(text).toContain('BYMONTHDAY=-1');
    expect(firstStarts(text, 4)).toEqual([
      '2026-11-30T11:00:00',
      '2026-12-31T11:00:00',
      '2027-01-31T11:00:00',
      '2027-02-28T11:00:00',
    ]);
  });

  it('starts next month when today is after the 23rd', () => {
    const today = { year: 2026, month: 11, day: 24 };
    const text = calendarText(selfReadingMemo({ ...memo, today, rule: 'fromDay20' }));
    expect(firstStarts(text, 1)).toEqual(['2026-12-23T11:00:00']);
  });
});
