import type { CalendarDate } from './dates.ts';

/**
 * Spec §4 "Gas self-reading" and §9 "Self-reading window": input is allowed from day 20 of the
 * month (`fromDay`) to its end. The enter-days call answers how many days of the window are
 * left, today included; 0 means entering is not allowed.
 */
export function selfReadingDaysLeft(
  today: { year: number; month: number; day: number },
  fromDay = 20,
): number {
  if (today.day < fromDay) return 0;
  const daysInMonth = new Date(Date.UTC(today.year, today.month, 0)).getUTCDate();
  return daysInMonth - today.day + 1;
}

/** The calendar date in Italy at `instant`: the window follows the customer's clock, not UTC. */
export function italianDate(instant: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The number of days of `month` (1–12) in `year`. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Spec §2 template 5's gas card "a date range from the fifth-last day of the month to month
 * end", §9 "the gas card shows the last five days to month end": the 26th to the 30th of
 * November, the 24th to the 28th of a February. `today` is the date in Italy (`italianDate`).
 */
export function selfReadingCardWindow(today: CalendarDate): {
  from: CalendarDate;
  to: CalendarDate;
} {
  const last = daysInMonth(today.year, today.month);
  return {
    from: { year: today.year, month: today.month, day: last - 4 },
    to: { year: today.year, month: today.month, day: last },
  };
}
