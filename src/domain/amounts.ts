/**
 * Amounts (spec §5 "Amount text", §9 "Amounts"; decisions 7 and 216). Numbers are formatted
 * with Intl for the locale the page shows: Italian, the default, exactly as Italian bills write
 * them (`1.234,56 €`); another language of the host with its own marks and its own place for
 * the sign (`€1,234.56` in English, `1.234,56 €` in German). Text from the back end is shown as
 * written and never re-parsed. The locale is always an argument (widgets read it from i18next,
 * src/ui/useNumberLocale.ts): there is no page-wide locale here.
 */
import { intlText } from './intlTexts.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/** The Intl locale of a page language: Italian is it-IT (spec §9); others as they are. */
export function numberLocale(language: string): string {
  return language === 'it' || language === '' ? 'it-IT' : language;
}

const isItalian = (locale: string): boolean => locale === 'it' || locale.startsWith('it-');

/**
 * The formatter of `locale` with `options`, made once: `kind` names the options (`2|false`,
 * `%`, `sign`) in the key of the formatters kept.
 */
export function keptNumberFormat(
  locale: string,
  kind: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale}|${kind}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

function numberFormat(locale: string, decimals: number, currency: boolean): Intl.NumberFormat {
  return keptNumberFormat(locale, `${decimals}|${currency}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    // 'always': it-IT would otherwise leave 1234,56 ungrouped (minimumGroupingDigits 2),
    // while Italian bills write 1.234,56.
    useGrouping: 'always',
    ...(currency ? { style: 'currency', currency: 'EUR' } : {}),
  });
}

/** `1234.5` → `1.234,50` (it-IT, two decimals unless `decimals` says otherwise). */
export function formatNumber(value: number, decimals = 2, locale = 'it-IT'): string {
  return intlText(`${locale}|${decimals}|${value}`, () =>
    numberFormat(locale, decimals, false).format(value),
  );
}

/**
 * A number as euro text: `1.234,56 €` in Italian (the figures and a space before the sign, as
 * ever); in another locale, that locale's currency format of EUR (`€1,234.56`).
 */
export function formatEuro(value: number, decimals = 2, locale = 'it-IT'): string {
  if (isItalian(locale)) return `${formatNumber(value, decimals, locale)} €`;
  return intlText(`${locale}|${decimals}|€|${value}`, () =>
    numberFormat(locale, decimals, true).format(value),
  );
}

/**
 * An amount field as display text: numbers formatted as euro in `locale`; strings as written,
 * with " euro" appended only when they carry neither "euro" nor "€" (decision 7). Anything
 * else: ''.
 */
export function amountText(value: unknown, decimals = 2, locale = 'it-IT'): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return formatEuro(value, decimals, locale);
  }
  if (typeof value !== 'string') return '';
  const text = value.trim();
  if (text === '') return '';
  return /euro|€/i.test(text) ? text : `${text} euro`;
}

/** `0.125` → `13%` (it): Intl's percent of `locale`, as it writes it. */
export function percentText(fraction: number, locale: string): string {
  return intlText(`${locale}|%|${fraction}`, () =>
    keptNumberFormat(locale, '%', { style: 'percent' }).format(fraction),
  );
}
