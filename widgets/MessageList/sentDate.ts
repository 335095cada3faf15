import { formatCalendarDate } from '../../src/domain/dates.ts';

const rome = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The day a message was sent, as the customer's calendar says it (decision 303): the server
 * writes UTC (`2026-03-05T23:30:00Z`), an Italian customer lives in Europe/Rome (`06/03/2026`),
 * shown d/m/Y as every date (decision 8). Empty for a time that cannot be read.
 */
export function sentDate(sentAt: string): string {
  const time = Date.parse(sentAt);
  if (Number.isNaN(time)) return '';
  const parts = Object.fromEntries(
    rome.formatToParts(time).map((part) => [part.type, Number(part.value)]),
  );
  const { year, month, day } = parts;
  if (year === undefined || month === undefined || day === undefined) return '';
  return formatCalendarDate({ year, month, day });
}
