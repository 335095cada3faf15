import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { BillDifference } from '../../../domain/billDifference.ts';
import { createI18n } from '../../../i18n/index.ts';
import { DifferenceChart } from './DifferenceChart.tsx';
import { signedEuro } from './signedEuro.ts';

const difference: BillDifference = {
  totalCents: 2_734,
  parts: [
    { kind: 'days', cents: 1_234 },
    { kind: 'consumption', cents: -500 },
    { kind: 'price', cents: 2_500 },
    { kind: 'adjustments', cents: -123_456 },
    { kind: 'estimates', cents: 123_456 },
    // billDifference leaves a part of 0 out; given one, the chart still shows it, unsigned.
    { kind: 'other', cents: 0 },
  ],
};

function show(shown: BillDifference, language = 'it') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <DifferenceChart difference={shown} />
    </I18nextProvider>,
  );
}

const rows = () =>
  within(
    screen.getByRole('list', {
      name: "Perché l'importo è cambiato rispetto alla bolletta precedente",
    }),
  )
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// Issue 32: the reasons of the change, each with its label and signed amount, then the total.
describe('DifferenceChart (issue 32)', () => {
  it('reads each reason with its signed amount, then the total, in Italian', () => {
    show(difference);
    expect(rows()).toEqual([
      'Giorni fatturati +12,34 €',
      'Consumi -5,00 €',
      "Prezzo dell'energia +25,00 €",
      'Conguagli -1.234,56 €',
      'Letture stimate corrette +1.234,56 €',
      'Altre voci 0,00 €',
      'Differenza totale +27,34 €',
    ]);
  });

  it('says a bill like the last one with the total alone, unsigned', () => {
    show({ totalCents: 0, parts: [] });
    expect(rows()).toEqual(['Differenza totale 0,00 €']);
  });

  it('draws the bars for the eye only: right for more, left for less, the largest full', () => {
    const { container } = show(difference);
    const bars = [...container.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')];
    expect(bars.map((bar) => bar.style.width)).toEqual([
      `${(1_234 / 123_456) * 50}%`,
      `${(500 / 123_456) * 50}%`,
      `${(2_500 / 123_456) * 50}%`,
      '50%',
      '50%',
      `${(2_734 / 123_456) * 50}%`,
    ]);
    const [days, consumption] = bars.map((bar) => getComputedStyle(bar));
    expect([days?.left, days?.right]).toEqual(['50%', 'auto']);
    expect([consumption?.left, consumption?.right]).toEqual(['auto', '50%']);
  });

  // createI18n carries the Italian texts only; the amounts follow the language all the same.
  it('writes the amounts in the language the page shows', () => {
    show({ totalCents: -500, parts: [{ kind: 'price', cents: -500 }] }, 'en');
    expect(screen.getAllByText('-€5.00')).toHaveLength(2);
  });
});

describe('signedEuro (decision 657)', () => {
  it.each([
    [1_234, 'it', '+12,34 €'],
    [-500, 'it', '-5,00 €'],
    [0, 'it', '0,00 €'],
    [-123_456_789, 'it', '-1.234.567,89 €'],
    [1_234, 'en', '+€12.34'],
    [1_234, 'de', '+12,34\u00a0€'],
    [-1_234, 'zh-CN', '-€12.34'],
  ])('writes %d cents in %s as %j', (cents, language, expected) => {
    expect(signedEuro(cents, language)).toBe(expected);
  });

  it('signs as Intl does with signDisplay exceptZero, in every language of the product', () => {
    for (const locale of ['en', 'de', 'zh-CN']) {
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        signDisplay: 'exceptZero',
      });
      for (const cents of [1_234, -500, 0]) {
        expect(signedEuro(cents, locale)).toBe(intl.format(cents / 100));
      }
    }
  });
});
