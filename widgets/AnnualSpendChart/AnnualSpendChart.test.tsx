import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaThree from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import { testBill } from '../../src/state/testing.ts';
import { asDocument } from '../../tests/fixtures.ts';
import { supplyEntries, supplyListOf } from '../../src/domain/supplies.ts';
import { showWith } from '../../src/ui/testing/testing.tsx';
import { AnnualSpendChart } from '../../src/ui/charts/spend/AnnualSpendChart.tsx';

vi.mock('../../src/ui/charts/EChart.tsx', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

describe('AnnualSpendChart (spec §2 "annual-spend charts", §9 "Charts")', () => {
  it('shows the supply’s text, the two periods, the change in words and a named chart', () => {
    showWith(alfaOne.document, <AnnualSpendChart />);
    expect(screen.getByRole('region', { name: 'Spesa annua' })).toBeInTheDocument();
    expect(
      screen.getByText('Spesa degli ultimi 12 mesi confrontata con i 12 mesi precedenti'),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legenda del grafico' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ultimi 12 mesi (mar 2025 – feb 2026)', '12 mesi precedenti (mar 2024 – feb 2025)']);
    expect(
      screen.getByText('Negli ultimi 12 mesi hai speso quanto nei 12 mesi precedenti.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(/in totale 1\.026,88 €/);
  });

  it('gives every month with its year and amount as a table, in Italian figures', async () => {
    showWith(alfaOne.document, <AnnualSpendChart />);
    await userEvent.click(screen.getByText('Vedi i valori in tabella'));
    const rows = within(screen.getByRole('table', { name: 'Spesa mese per mese' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(25);
    expect(rows[1]?.textContent).toBe('marzo202583,10 €');
    expect(rows[13]?.textContent).toBe('marzo202485,62 €');
  });

  it('follows the supply chosen in the selector (§4)', () => {
    showWith(alfaThree.document, <AnnualSpendChart />);
    expect(screen.getByText('Spesa annua – Scala A')).toBeInTheDocument();
    act(() => {
      testBill.getState().selectSupply(1);
    });
    expect(screen.getByText('Spesa annua – Scala B')).toBeInTheDocument();
  });

  it('draws the supply it is given, whatever the selector says (as the supply card does)', () => {
    const second = supplyEntries(supplyListOf(asDocument(alfaThree.document)))[1];
    showWith(alfaThree.document, <AnnualSpendChart supply={second} framed={false} />);
    expect(testBill.getState().supplyIndex).toBe(0);
    expect(screen.getByText('Spesa annua – Scala B')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Spesa annua' })).not.toBeInTheDocument();
  });

  it('shows a quiet empty state in its card, and nothing inside another card', () => {
    const doc = { fatt_interattiva_data: { fornitura: [{ pod: 'IT1' }] } };
    const { unmount } = showWith(doc, <AnnualSpendChart />);
    expect(screen.getByText('Non ci sono ancora importi da mostrare.')).toBeInTheDocument();
    unmount();
    const { container } = showWith(doc, <AnnualSpendChart framed={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
