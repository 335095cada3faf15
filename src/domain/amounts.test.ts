import { describe, expect, it } from 'vitest';
import { amountText, formatEuro, formatNumber, numberLocale } from './amounts.ts';

describe('formatNumber (spec §9 "numbers in it-IT format"; decision 7)', () => {
  it.each([
    [1234.56, 2, '1.234,56'],
    [0, 2, '0,00'],
    [-1234.5, 2, '-1.234,50'],
    [1234567.891, 2, '1.234.567,89'],
    [12.3456, 3, '12,346'],
    [5, 0, '5'],
  ])('formats %d with %d decimals as %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });
});

describe('amountText (spec §5 "Amount text gets euro appended"; decision 7)', () => {
  it.each([
    [1234.56, '1.234,56 €'],
    ['120,50', '120,50 euro'],
    ['120,50 euro', '120,50 euro'],
    ['120,50 EURO', '120,50 EURO'],
    ['€ 120,50', '€ 120,50'],
    ['', ''],
    [null, ''],
    [Number.NaN, ''],
    [{}, ''],
  ])('shows %j as %j', (value, expected) => {
    expect(amountText(value)).toBe(expected);
  });

  it('writes euro amounts with the sign after the number', () => {
    expect(formatEuro(7)).toBe('7,00 €');
  });
});

// Spec §9 and decision 216: Italian exactly as ever; the host's other languages by their own
// Intl rules (grouping, decimal mark, where the sign goes). Intl writes a no-break space.
describe('amounts in the language the page shows (decision 216)', () => {
  it.each([
    ['it', '1.234,56 €'],
    ['en', '€1,234.56'],
    ['de', '1.234,56\u00a0€'],
    ['zh-CN', '€1,234.56'],
  ])('writes 1234.56 in %s as %j', (language, expected) => {
    expect(amountText(1234.56, 2, numberLocale(language))).toBe(expected);
  });

  it('writes negative and small amounts by the same rules', () => {
    expect(formatEuro(-7, 2, 'en')).toBe('-€7.00');
    expect(formatEuro(7, 2, 'it-IT')).toBe('7,00 €');
    expect(formatNumber(1234.5, 1, 'en')).toBe('1,234.5');
  });

  it('keeps text from the back end as written, in any language', () => {
    expect(amountText('120,50', 2, 'en')).toBe('120,50 euro');
  });

  it('takes Italian for the default language', () => {
    expect(numberLocale('it')).toBe('it-IT');
    expect(numberLocale('zh-CN')).toBe('zh-CN');
  });
});
