/**
 * The gas self-reading memo (spec §9 "Memo reminder", file Promemoria Autolettura.ics): one
 * event at 11:00 (Rome) on a day inside the host's window (the 23rd for `fromDay20`, the last day
 * for `lastFiveDays`, decision 490), repeating monthly on that day, with an alarm 24 hours
 * before (decision 189). Offered by the consumption card and the
 * self-reading form when the window is closed; plain data, built into a file by
 * `downloadCalendar`.
 */
import type { CalendarDate } from '../domain/dates.ts';
import {
  selfReadingMemoStart,
  selfReadingMemoMonthDay,
  type SelfReadingWindowRule,
} from '../domain/selfReading.ts';
import type { CalendarFile } from './types.ts';

/** Spec §9: the name the downloaded file gets. */
export const SELF_READING_MEMO_FILE_NAME = 'Promemoria Autolettura.ics';

export interface SelfReadingMemo {
  /** The event's title in the reader's language, e.g. `Autolettura gas`. */
  title: string;
  /** What to do, e.g. with the supply point's code. */
  description: string;
  /** The host's window rule (host settings `selfReadingWindow`). */
  rule: SelfReadingWindowRule;
  /** Today in Italy: the first event is the next memo day not yet past. */
  today: CalendarDate;
  /** Stable for the same supply point, so importing the file twice updates one event. */
  uid: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

export function selfReadingMemo(memo: SelfReadingMemo): CalendarFile {
  return {
    now: memo.now,
    events: [
      {
        uid: memo.uid,
        title: memo.title,
        description: memo.description,
        // §9 "at 11:00"; half an hour, enough to read a meter.
        start: { date: selfReadingMemoStart(memo.rule, memo.today), hour: 11, minute: 0 },
        durationMinutes: 30,
        alarmHoursBefore: 24,
        monthlyOn: [selfReadingMemoMonthDay(memo.rule)],
      },
    ],
  };
}
