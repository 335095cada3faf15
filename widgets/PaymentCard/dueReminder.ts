/**
 * Spec §9 "Payment due reminder: due date at 11:00 with alarm 24 hours before", as plain data
 * for src/calendar (which writes it in Europe/Rome with its VTIMEZONE). Offered only for a due
 * date still ahead (today in Italy or later) on a bill that asks to be paid: status 1 or 2 (§4
 * "unpaid / payable"; not 0 cancelled, 3 to be validated, 4 paid) and a debt that is due
 * (src/domain/payment.ts `asksForPayment`), decision 494.
 */
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import type { CalendarEvent } from '../../src/calendar/index.ts';
import { billIdentity, calendarUid } from '../../src/domain/calendarUid.ts';
import { formatBillDate, parseBillDate, type CalendarDate } from '../../src/domain/dates.ts';
import { asksForPayment, paymentStatus } from '../../src/domain/payment.ts';
import { italianDate } from '../../src/domain/selfReading.ts';

const dayKey = (date: CalendarDate) => date.year * 10000 + date.month * 100 + date.day;

/** §9 gives the start and the alarm; half an hour, like an instalment's, is a visible slot. */
export const DUE_REMINDER_HOUR = 11;
export const DUE_REMINDER_MINUTES = 30;
export const DUE_REMINDER_ALARM_HOURS = 24;

export interface DueReminderTexts {
  title: string;
  description: string;
  /** The file's name before the date, e.g. `Scadenza bolletta`. */
  fileName: string;
}

export interface DueReminder {
  /** `Scadenza bolletta 05-03-2026.ics`: the name of the instalments' files, for the bill. */
  fileName: string;
  event: CalendarEvent;
}

/** The reminder of the bill's due date, or undefined when there is nothing to pay by a date. */
export function dueReminder(
  doc: BillDocument | undefined,
  supplier: string | undefined,
  texts: DueReminderTexts,
  /** Today in Italy; given by tests, the customer's clock otherwise. */
  today: CalendarDate = italianDate(new Date()),
): DueReminder | undefined {
  if (doc === undefined || !asksForPayment(doc)) return undefined;
  const status = paymentStatus(doc);
  if (status !== 1 && status !== 2) return undefined;
  const date = parseBillDate(doc.document_payment_expiry);
  // A date already past has nothing left to remind of.
  if (date === undefined || dayKey(date) < dayKey(today)) return undefined;
  const shown = formatBillDate(doc.document_payment_expiry);
  return {
    fileName: `${texts.fileName} ${shown.replace(/\//g, '-')}.ics`,
    event: {
      // Names the bill only: a second download of this bill updates the same event.
      uid: calendarUid('scadenza', billIdentity(supplier, doc)),
      title: texts.title,
      description: texts.description,
      start: { date, hour: DUE_REMINDER_HOUR, minute: 0 },
      durationMinutes: DUE_REMINDER_MINUTES,
      alarmHoursBefore: DUE_REMINDER_ALARM_HOURS,
    },
  };
}
