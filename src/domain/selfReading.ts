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
