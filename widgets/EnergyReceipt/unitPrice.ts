import { formatEuro } from '../../src/domain/amounts.ts';
import { readAmount } from '../../src/domain/payment.ts';

/** Italian bills price a day, not "days": the unit after "€/" is singular. */
const perUnit: Record<string, string> = { giorni: 'giorno', mesi: 'mese' };

/**
 * A unit price as Italian bills print it: all its decimals (up to 6, at least 2) and the unit
 * it is per (`0,118700 €/kWh`, `0,156610 €/giorno`). Empty when it cannot be read: the line
 * then shows its quantity alone rather than a price the supplier did not send.
 */
export function unitPriceText(value: unknown, unit: string, locale: string): string {
  const price = readAmount(value);
  if (price === undefined) return '';
  const written = typeof value === 'string' ? value.replace(/[^\d,.]/g, '') : String(value);
  const decimals = /[.,](\d+)$/.exec(written)?.[1]?.length ?? 0;
  const text = formatEuro(price, Math.min(Math.max(decimals, 2), 6), locale);
  const per = perUnit[unit.toLowerCase()] ?? unit;
  return per === '' ? text : `${text}/${per}`;
}
