import { keptNumberFormat, numberLocale } from '../../../domain/amounts.ts';
import { intlText } from '../../../domain/intlTexts.ts';
import { euro } from '../labels.ts';

/**
 * Integer cents as a signed amount in the page's language (decision 657): `+12,34 €`,
 * `-5,00 €`, `0,00 €` in Italian; `+€12.34` in English. The sign is the one Intl writes with
 * `signDisplay: 'exceptZero'` (a hyphen-minus in all four languages, which every screen reader
 * reads as minus), placed before the kit's euro text of the absolute amount, as Intl places it
 * in these languages; the kit's Italian form (`1.234,56 €`, decision 7) stays as everywhere.
 */
export function signedEuro(cents: number, language: string): string {
  const locale = numberLocale(language);
  const sign = intlText(`${locale}|sign|${cents}`, () => signOf(locale, cents));
  return `${sign}${euro(Math.abs(cents) / 100, language)}`;
}

function signOf(locale: string, cents: number): string {
  const sign = keptNumberFormat(locale, 'sign', { signDisplay: 'exceptZero' })
    .formatToParts(cents)
    .find((part) => part.type === 'plusSign' || part.type === 'minusSign');
  return sign?.value ?? '';
}
