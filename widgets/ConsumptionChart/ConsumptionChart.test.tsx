import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaThree from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import betaOne from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import { testBill } from '../../src/state/testing.ts';
import { asDocument } from '../../tests/fixtures.ts';
import { supplyEntries, supplyListOf } from '../../src/domain/supplies.ts';
import { showWith } from '../../src/ui/testing/testing.tsx';
import { ConsumptionChart } from '../../src/ui/charts/consumption/ConsumptionChart.tsx';

// jsdom has no canvas: the chart is a named image that records the option it was given.
vi.mock('../../src/ui/charts/EChart.tsx', () => ({
  EChart: ({ label, option }: { label: string; option: { series: unknown[] } }) => (
    <div role="img" aria-label={label} data-series={option.series.length} />
  ),
}));

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

describe('ConsumptionChart (spec §2 "Consumption card", §9 "Charts")', () => {
  it('draws the last 12 months and the 12 before as two named charts', () => {
    showWith(alfaOne.document, <ConsumptionChart />);
    expect(screen.getByRole('region', { name: 'Storico consumi' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /Ultimi 12 mesi mar 2025 – feb 2026/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /12 mesi precedenti mar 2024 – feb 2025/ }),
    ).toBeInTheDocument();
    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(2);
    expect(charts[0]).toHaveAccessibleName(
      /^Grafico dei consumi mese per mese, mar 2025 – feb 2026: in totale [\d.]+ kWh/,
    );
  });

  it('says the year-over-year change in words (decision 9)', () => {
    showWith(alfaOne.document, <ConsumptionChart />);
    expect(
      screen.getByText(/^Negli ultimi 12 mesi hai consumato il \d+% in (meno|più)/),
    ).toBeInTheDocument();
  });

  it('names each band and its estimated months in a legend: pattern and words, not colour alone', () => {
    showWith(alfaOne.document, <ConsumptionChart />);
    const legend = screen.getByRole('list', { name: 'Legenda del grafico' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['F1', 'F1 stimato', 'F2', 'F2 stimato', 'F3', 'F3 stimato']);
  });

  it('gives every month with its year, consumption and reading as a table', async () => {
    showWith(betaOne.document, <ConsumptionChart />);
    await userEvent.click(screen.getByText('Vedi i valori in tabella'));
    const table = screen.getByRole('table', { name: 'Consumi mese per mese' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(rows[0]?.textContent).toBe('MeseAnnoConsumo (Smc)Lettura');
    expect(rows[1]?.textContent).toBe('settembre202522Stimata');
    expect(rows[2]?.textContent).toBe('ottobre202580Reale');
  });

  it('adds a column per band when there are several (F1, F2, F3)', () => {
    showWith(alfaOne.document, <ConsumptionChart />);
    const table = screen.getByRole('table', { hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((th) => th.textContent),
    ).toEqual(['Mese', 'Anno', 'F1 (kWh)', 'F2 (kWh)', 'F3 (kWh)', 'Consumo (kWh)', 'Lettura']);
  });

  it('rebuilds the charts for the supply chosen in the selector (§4)', () => {
    showWith(alfaThree.document, <ConsumptionChart />);
    const first = screen.getAllByRole('img')[0]?.getAttribute('aria-label');
    act(() => {
      testBill.getState().selectSupply(2);
    });
    const third = screen.getAllByRole('img')[0]?.getAttribute('aria-label');
    expect(third).not.toBe(first);
    const supply = alfaThree.document.fatt_interattiva_data.fornitura[2];
    const total = supply?.storico_consumi
      .slice(0, 12)
      .reduce((sum, m) => sum + m.consumo_f1 + m.consumo_f2 + m.consumo_f3, 0);
    expect(third).toContain(
      `in totale ${total?.toLocaleString('it-IT', { useGrouping: 'always' })} kWh`,
    );
  });

  it('draws the supply it is given, whatever the selector says (as the supply card does)', () => {
    const third = supplyEntries(supplyListOf(asDocument(alfaThree.document)))[2];
    showWith(alfaThree.document, <ConsumptionChart supply={third} headingLevel={4} />);
    expect(testBill.getState().supplyIndex).toBe(0);
    const total = alfaThree.document.fatt_interattiva_data.fornitura[2]?.storico_consumi
      .slice(0, 12)
      .reduce((sum, m) => sum + m.consumo_f1 + m.consumo_f2 + m.consumo_f3, 0);
    expect(screen.getAllByRole('img')[0]).toHaveAccessibleName(
      new RegExp(`in totale ${total?.toLocaleString('it-IT', { useGrouping: 'always' })} kWh`),
    );
    expect(screen.getByRole('heading', { level: 4, name: /^Ultimi 12 mesi/ })).toBeInTheDocument();
  });

  it('shows a quiet empty state in its card, and nothing inside another card', () => {
    const doc = { fatt_interattiva_data: { fornitura: [{ pod: 'IT1', storico_consumi: 'x' }] } };
    const { unmount } = showWith(doc, <ConsumptionChart />);
    expect(screen.getByText('Non ci sono ancora consumi da mostrare.')).toBeInTheDocument();
    unmount();
    const { container } = showWith(doc, <ConsumptionChart framed={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('leaves out the change sentence when a year has no consumption (decision 9 gives 0)', () => {
    const months = Array.from({ length: 24 }, (_, i) => ({
      mese: (i % 12) + 1,
      anno: i < 12 ? 2025 : 2024,
      reale: 1,
      consumo_f1: i < 12 ? 10 : 0,
    }));
    showWith(
      { fatt_interattiva_data: { fornitura: [{ pod: 'IT1', storico_consumi: months }] } },
      <ConsumptionChart />,
    );
    expect(screen.queryByText(/Negli ultimi 12 mesi/)).not.toBeInTheDocument();
  });

  it('shows nothing without a supply', () => {
    const { container } = showWith(
      { fatt_interattiva_data: { fornitura: [] } },
      <ConsumptionChart />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the registry entry (DESIGN "Widgets", "Budgets")', () => {
  it('is a lazy component, so ECharts is a chunk of its own, with a skeleton of the final size', async () => {
    const { consumptionChart } = await import('./index.ts');
    // Issue 15: the lazy component sits inside the gate that renders it near the viewport.
    const gated = consumptionChart.component as unknown as { chart: { $$typeof: symbol } };
    expect(gated.chart.$$typeof).toBe(Symbol.for('react.lazy'));
    expect(consumptionChart.skeleton).toBeDefined();
    const Skeleton = consumptionChart.skeleton as () => React.JSX.Element;
    const { getByTestId } = showWith({}, <Skeleton />);
    expect(getByTestId('chart-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});
