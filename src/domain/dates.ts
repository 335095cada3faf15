/**
 * Dates (spec §5 "Dates formatted with d, m, Y tokens; '0000-00-00' is treated as empty";
 * decision 8). Accepts YYYY-MM-DD, YYYY-MM-DD HH:mm:ss and DD/MM/YYYY; shows d/m/Y.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;
const italian = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Reads a date of the bill data; undefined for empty, 0000-00-00 and anything invalid. */
export function parseBillDate(value: unknown): CalendarDate | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  let parts: [string, string, string] | undefined;
  const a = iso.exec(text);
  if (a) parts = [a[1] as string, a[2] as string, a[3] as string];
  const b = italian.exec(text);
  if (b) parts = [b[3] as string, b[2] as string, b[1] as string];
  if (!parts) return undefined;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  const valid =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day;
  return valid && year > 0 ? { year, month, day } : undefined;
}

/** Formats with the tokens d (day, 2 digits), m (month, 2 digits), Y (4-digit year). */
export function formatBillDate(value: unknown, pattern = 'd/m/Y'): string {
  const date = parseBillDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const tokens: Record<string, string> = {
    d: pad(date.day),
    m: pad(date.month),
    Y: String(date.year),
  };
  return pattern.replace(/[dmY]/g, (token) => tokens[token] ?? token);
}

/** A calendar date (e.g. one computed by a rule, not read from data) with the same tokens. */
export function formatCalendarDate(date: CalendarDate, pattern = 'd/m/Y'): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return formatBillDate(`${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`, pattern);
}

/** A calendar date as a count of days, for ordering dates and counting the days between them. */
export function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 864e5;
}
