import { describe, expect, it } from 'vitest';
import { amountText, formatEuro, formatNumber } from './amounts.ts';

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
