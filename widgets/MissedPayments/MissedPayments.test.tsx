import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import alfaSeven from '../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { testBill } from '../../src/state/testing.ts';
import { MissedPayments } from './MissedPayments.tsx';
import { asBill } from '../../tests/fixtures.ts';

function show(doc: unknown) {
  testBill.getState().setBill(asBill({ doc }));
  return render(
    <BillProvider store={testBill}>
      <I18nextProvider i18n={createI18n()}>
        <MissedPayments />
      </I18nextProvider>
    </BillProvider>,
  );
}

const missed = (mancati_pagamenti: unknown) => ({ fatt_interattiva_data: { mancati_pagamenti } });

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

describe('MissedPayments (spec §2 "missed-payment list"; decision 30)', () => {
  it('is a table named by the card title, with number, issue date, expiry date and amount', () => {
    const { container } = show(alfaSeven.document);
    const table = screen.getByRole('table', { name: 'Pagamenti non ricevuti' });
    // Issue 30: the card says its title once (no caption repeating the heading).
    expect(container.textContent.split('Pagamenti non ricevuti')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Pagamenti non ricevuti' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Numero documento', 'Data emissione', 'Scadenza', 'Importo']);
    const first = within(table).getAllByRole('row')[1];
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['05/06/2026', '25/06/2026', '1.602,18 €']);
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent('A2026000412');
  });

  it('shows amount text as written, adding " euro" (decision 7), and dates d/m/Y (spec §5)', () => {
    show(
      missed([
        {
          numero_documento: 123,
          data_emissione: '07/04/2026',
          data_scadenza: '2026-04-27 00:00:00',
          importo: '1.455,90',
        },
      ]),
    );
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '07/04/2026',
      '27/04/2026',
      '1.455,90 euro',
    ]);
    expect(screen.getByRole('rowheader')).toHaveTextContent('123');
  });

  it('leaves empty cells for 0000-00-00, null and values of the wrong type', () => {
    show(
      missed([
        { numero_documento: 'X1', data_emissione: '0000-00-00', data_scadenza: null, importo: {} },
        'not a row',
        {},
      ]),
    );
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', '', '']);
  });

  it.each([
    { what: 'no list', doc: {} },
    { what: 'an empty list', doc: missed([]) },
    { what: 'a map instead of a list', doc: missed({ numero_documento: 'X1' }) },
    { what: 'null', doc: missed(null) },
  ])('shows nothing for $what', ({ doc }) => {
    const { container } = show(doc);
    expect(container).toBeEmptyDOMElement();
  });
});
