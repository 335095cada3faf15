import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaFour from '../../fixtures/alfa-2026-0004.json' with { type: 'json' };
import alfaCredit from '../../fixtures/alfa-2026-0005.json' with { type: 'json' };
import betaCredit from '../../fixtures/beta-2026-0005.json' with { type: 'json' };
import { useHost } from '../../src/state/host.ts';
import { testBill } from '../../src/state/testing.ts';
import { showWith } from '../../src/ui/testing/testing.tsx';
import { CostsCard } from './CostsCard.tsx';

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
  useHost.setState({ settings: undefined });
});

const costs = () => screen.getByRole('table', { name: 'Voci di costo della bolletta' });
const rows = () =>
  within(costs())
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('CostsCard (template 5 `costi`; spec §2 "costs card", decision 16)', () => {
  it('lists each item with its amount and the TOTALE DA PAGARE row', () => {
    showWith(alfaOne.document, <CostsCard />);
    expect(screen.getByRole('region', { name: 'I costi della bolletta' })).toBeInTheDocument();
    expect(rows()).toEqual([
      'VoceImporto',
      'Spesa per la materia energia62,18 euro',
      'Spesa per il trasporto e la gestione del contatore21,47 euro',
      'Spesa per oneri di sistema9,86 euro',
      'Imposte6,24 euro',
      'IVA9,98 euro',
      'TOTALE DA PAGARE109,73 €',
    ]);
    expect(rows().at(-1)).toBe('TOTALE DA PAGARE109,73 €');
  });

  it('reads the list of single-entry maps with Italian amounts, as written (decision 7)', () => {
    showWith(alfaTwo.document, <CostsCard chart={false} />);
    expect(rows().slice(1, 3)).toEqual([
      'Spesa per la materia gas naturale301,42 euro',
      'Spesa per il trasporto e la gestione del contatore74,90 euro',
    ]);
    expect(rows()).toHaveLength(5 + 2);
  });

  it('right-aligns the amounts in tabular figures', () => {
    showWith(alfaOne.document, <CostsCard chart={false} />);
    for (const cell of within(costs()).getAllByRole('cell')) {
      expect(cell).toHaveAttribute('data-numeric');
    }
  });

  it('reads TOTALE A CREDITO with the absolute amount for a negative debt', () => {
    showWith(alfaCredit.document, <CostsCard chart={false} />);
    expect(rows().at(-1)).toBe('TOTALE A CREDITO45,80 €');
  });

  it('adds the interactive donut when the chart flag is on and the list has entries (§5)', () => {
    showWith(alfaOne.document, <CostsCard />);
    // Drawn with the card, no chunk to wait for (ADR 0062).
    const ring = screen.getByRole('img', { name: /^Grafico a ciambella/ });
    expect(ring.querySelectorAll('path')).toHaveLength(
      alfaOne.document.fatt_interattiva_data.sintesi_importi.grafico_importi.length,
    );
    expect(screen.getByRole('button', { name: 'Mostra dettaglio' })).toBeInTheDocument();
  });

  it.each([
    { what: 'the list is empty', doc: alfaFour.document, props: {} },
    { what: 'the flag is off', doc: alfaCredit.document, props: {} },
    { what: 'the template turns it off', doc: alfaOne.document, props: { chart: false } },
  ])('has no donut when $what', async ({ doc, props }) => {
    showWith(doc, <CostsCard {...props} />);
    await Promise.resolve();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByTestId('chart-skeleton')).toBeNull();
  });

  it('holds the VAT table when enabled and not empty (spec §5; project decision 128)', () => {
    showWith(alfaOne.document, <CostsCard chart={false} />);
    const vat = screen.getByRole('table', { name: 'Riepilogo IVA' });
    expect(within(vat).getByRole('row', { name: '10% 99,75 euro 9,98 euro' })).toBeInTheDocument();
  });

  it.each([
    { what: 'the template turns it off', doc: alfaOne.document, props: { vatTable: false } },
    { what: 'the bill has no VAT rows', doc: alfaFour.document, props: {} },
  ])('has no VAT table when $what', ({ doc, props }) => {
    showWith(doc, <CostsCard chart={false} {...props} />);
    expect(screen.queryByRole('table', { name: 'Riepilogo IVA' })).toBeNull();
  });

  it('says quietly that there is no breakdown when the table is empty', () => {
    showWith({ document_number: 'X1' }, <CostsCard />);
    expect(
      screen.getByText('Il dettaglio dei costi non è disponibile per questa bolletta.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the total under the quiet sentence when only the debt is known', () => {
    showWith({ document_payment_debt: 12.5 }, <CostsCard />);
    expect(screen.getByText(/non è disponibile/)).toBeInTheDocument();
    expect(rows()).toEqual(['VoceImporto', 'TOTALE DA PAGARE12,50 €']);
  });

  it('explains each item a customer may not know, and only those (issue 32)', () => {
    showWith(alfaOne.document, <CostsCard chart={false} />);
    const names = within(costs())
      .getAllByRole('button', { name: /^Che cosa significa/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Che cosa significa «Spesa per la materia energia»?',
      'Che cosa significa «Spesa per il trasporto e la gestione del contatore»?',
      'Che cosa significa «Spesa per oneri di sistema»?',
      'Che cosa significa «Imposte»?',
      'Che cosa significa «IVA»?',
    ]);
  });

  it('explains a line by a term its host adds, with the host’s rule (decision 648)', () => {
    const words = 'Credito della bolletta precedente';
    showWith(betaCredit.document, <CostsCard chart={false} />);
    const credit = `Che cosa significa «${words}»?`;
    expect(within(costs()).queryByRole('button', { name: credit })).toBeNull();
    act(() => {
      useHost.setState({
        settings: {
          templateName: 'bi5',
          supplier: 'beta',
          locales: ['it'],
          glossaryLabels: [{ words, term: 'credito_precedente' }],
        },
      });
    });
    expect(within(costs()).getByRole('button', { name: credit })).toBeInTheDocument();
    expect(within(costs()).getByRole('button', { name: /«Consumi del periodo»/ })).toBeVisible();
  });
});
