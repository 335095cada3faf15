/**
 * Amounts (spec §5 "Amount text", §9 "Amounts"; decision 7). Numbers are formatted for Italian
 * readers with Intl; text from the back end is shown as written and never re-parsed.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // 'always': it-IT would otherwise leave 1234,56 ungrouped (minimumGroupingDigits 2),
      // while Italian bills write 1.234,56.
      useGrouping: 'always',
    });
    formatters.set(key, format);
  }
  return format;
}

/** `1234.5` → `1.234,50` (it-IT, two decimals unless `decimals` says otherwise). */
export function formatNumber(value: number, decimals = 2, locale = 'it-IT'): string {
  return numberFormat(locale, decimals).format(value);
}

/** A number as euro text: `1.234,56 €`. */
export function formatEuro(value: number, decimals = 2, locale = 'it-IT'): string {
  return `${formatNumber(value, decimals, locale)} €`;
}

/**
 * An amount field as display text: numbers formatted with " €"; strings as written, with
 * " euro" appended only when they carry neither "euro" nor "€" (decision 7). Anything else: ''.
 */
export function amountText(value: unknown, decimals = 2): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatEuro(value, decimals);
  if (typeof value !== 'string') return '';
  const text = value.trim();
  if (text === '') return '';
  return /euro|€/i.test(text) ? text : `${text} euro`;
}
