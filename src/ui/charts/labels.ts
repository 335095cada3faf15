/**
 * Words and numbers of the charts: month names in the reader's language, quantities and
 * amounts in Italian figures (decision 7, project decision 12, through src/domain/amounts.ts).
 */
import { formatEuro, numberLocale } from '../../domain/amounts.ts';
import { intlText } from '../../domain/intlTexts.ts';
import { quantityText } from '../../domain/supplies.ts';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** `3` → `mar` / `marzo` (it), `Mar` / `March` (en); '' for no month. */
export function monthName(
  month: number | undefined,
  language: string,
  style: 'short' | 'long' = 'short',
): string {
  if (month === undefined) return '';
  const key = `${language}|${style}`;
  // Learned from the server's page where it made the name (src/domain/intlTexts.ts).
  return intlText(`${key}|month|${month}`, () => {
    let format = monthFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(language, { month: style, timeZone: 'UTC' });
      monthFormats.set(key, format);
    }
    return format.format(new Date(Date.UTC(2000, month - 1, 1)));
  });
}

/** A month and its year as a category or a row header: `mar 2025`. */
export function monthYear(
  month: number | undefined,
  year: number | undefined,
  language: string,
  style: 'short' | 'long' = 'short',
): string {
  return [monthName(month, language, style), year === undefined ? '' : String(year)]
    .filter((part) => part !== '')
    .join(' ');
}

/** The first and the last month of a run, for a range sentence: `{ from: 'mar 2025', to: 'feb 2026' }`. */
export function periodOf(
  months: readonly { month: number | undefined; year: number | undefined }[],
  language: string,
): { from: string; to: string } {
  const first = months[0];
  const last = months.at(-1);
  return {
    from: monthYear(first?.month, first?.year, language),
    to: monthYear(last?.month, last?.year, language),
  };
}

/** A quantity with its unit in Italian figures: `1.234 kWh`, `12,5 Smc`. */
export function quantity(value: number, unit: string, language = 'it'): string {
  return quantityText(Math.round(value * 1000) / 1000, unit, numberLocale(language));
}

/** An amount in euro in the page's language: `1.234,56 €`, `€1,234.56` (decision 216). */
export function euro(value: number, language = 'it'): string {
  return formatEuro(value, 2, numberLocale(language));
}

/**
 * A round top for a value axis at or above `max` (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ), so two charts that
 * share it also share readable ticks. 0 or less: undefined (ECharts picks the scale).
 */
export function niceMax(max: number): number | undefined {
  if (!Number.isFinite(max) || max <= 0) return undefined;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/**
 * Text from data inside an ECharts tooltip, which is HTML: escaped, never markup (decision 6).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
