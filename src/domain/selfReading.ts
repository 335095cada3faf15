import type { CalendarDate } from './dates.ts';

/**
 * Spec §4 "Gas self-reading" and §9 "Self-reading window" give two readings of when a reading
 * may be entered; a host chooses one (`selfReadingWindow` in its host settings):
 * - `fromDay20`: from day 20 of the month to its end (the default, decision 52);
 * - `lastFiveDays`: the last five days of the month.
 */
export const SELF_READING_WINDOW_RULES = ['fromDay20', 'lastFiveDays'] as const;
export type SelfReadingWindowRule = (typeof SELF_READING_WINDOW_RULES)[number];
export const DEFAULT_SELF_READING_WINDOW: SelfReadingWindowRule = 'fromDay20';

/** The rule a host setting names; anything else is the default. */
export function selfReadingWindowRule(setting: unknown): SelfReadingWindowRule {
  return SELF_READING_WINDOW_RULES.find((rule) => rule === setting) ?? DEFAULT_SELF_READING_WINDOW;
}

/** The number of days of `month` (1–12) in `year`. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The day of the month the window opens, as RFC 5545's BYMONTHDAY writes it: 20, or -5 (the
 * fifth-last day, whatever the month's length).
 */
export function selfReadingOpeningMonthDay(rule: SelfReadingWindowRule): number {
  return rule === 'fromDay20' ? 20 : -5;
}

/** The window in the month of `today`: its first and last day. */
export function selfReadingWindow(
  rule: SelfReadingWindowRule,
  today: CalendarDate,
): { from: CalendarDate; to: CalendarDate } {
  const last = daysInMonth(today.year, today.month);
  const opening = selfReadingOpeningMonthDay(rule);
  const fromDay = opening > 0 ? opening : last + opening + 1;
  return {
    from: { year: today.year, month: today.month, day: fromDay },
    to: { year: today.year, month: today.month, day: last },
  };
}

/**
 * The enter-days answer (spec §7 `get_enterdays`): how many days of the window are left, today
 * included; 0 means entering is not allowed.
 */
export function selfReadingDaysLeft(
  today: CalendarDate,
  rule: SelfReadingWindowRule = DEFAULT_SELF_READING_WINDOW,
): number {
  const { from, to } = selfReadingWindow(rule, today);
  return today.day < from.day ? 0 : to.day - today.day + 1;
}

/**
 * The day of the month the monthly memo rings, as RFC 5545's BYMONTHDAY writes it (spec §9
 * "Memo reminder", its two readings paired with the window's two, decision 490): the 23rd for
 * `fromDay20`, the last day (-1) for `lastFiveDays`. Both fall inside their window every month.
 */
export function selfReadingMemoMonthDay(rule: SelfReadingWindowRule): number {
  return rule === 'fromDay20' ? 23 : -1;
}

function memoDayIn(rule: SelfReadingWindowRule, year: number, month: number): CalendarDate {
  const monthDay = selfReadingMemoMonthDay(rule);
  const day = monthDay > 0 ? monthDay : daysInMonth(year, month) + monthDay + 1;
  return { year, month, day };
}

/**
 * The first day of the monthly memo: this month's memo day, or next month's once today is
 * after it (§9 "starting next month if today is after the 23rd"), so the file's first event is
 * never in the past.
 */
export function selfReadingMemoStart(
  rule: SelfReadingWindowRule,
  today: CalendarDate,
): CalendarDate {
  const thisMonth = memoDayIn(rule, today.year, today.month);
  if (today.day <= thisMonth.day) return thisMonth;
  return today.month === 12
    ? memoDayIn(rule, today.year + 1, 1)
    : memoDayIn(rule, today.year, today.month + 1);
}

/** The calendar date in Italy, by arithmetic (./romeTime.ts): no time zone data to load. */
export { italianDate } from './romeTime.ts';

/**
 * Spec §2 template 5's gas card dates: the host's window in this month (decision 490: one
 * window drives the card, the form, get_enterdays and the memo; the card no longer reads §9's
 * "last five days" on its own). `today` is the date in Italy (`italianDate`).
 */
export function selfReadingCardWindow(
  rule: SelfReadingWindowRule,
  today: CalendarDate,
): { from: CalendarDate; to: CalendarDate } {
  return selfReadingWindow(rule, today);
}
