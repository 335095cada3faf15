import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaThree from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import alfaRid from '../../fixtures/alfa-2026-0004.json' with { type: 'json' };
import betaOne from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import betaIcons from '../../fixtures/beta-2026-0002.json' with { type: 'json' };
import betaFlagsOff from '../../fixtures/beta-2026-0005.json' with { type: 'json' };
import { testBill } from '../../src/state/testing.ts';
import type * as LazyChartModule from '../../src/ui/charts/lazyChart.tsx';
import { asDocument } from '../../tests/fixtures.ts';
import { supplyEntries, supplyListOf } from '../../src/domain/supplies.ts';
import { showWith } from '../../src/ui/testing/testing.tsx';
import type { SupplyCardProps } from './props.gen.ts';
import { SupplyCard } from './SupplyCard.tsx';
import { SupplyHistory } from './SupplyHistory.tsx';

/**
 * What the page has asked for: `requested` counts the lazy charts' imports at the moment React
 * starts them (synchronously, on a chart's first render), and `fetched` names the modules once
 * they arrive. jsdom has no layout (every width is 0), so ECharts itself never draws here; its
 * stand-in only says that it was fetched.
 */
const requested = vi.hoisted(() => ({ count: 0 }));
const fetched = vi.hoisted(() => new Set<string>());
vi.mock('../../src/ui/charts/lazyChart.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof LazyChartModule>();
  const lazyChart: typeof original.lazyChart = (load, parts) =>
    original.lazyChart(() => {
      requested.count += 1;
      return load();
    }, parts);
  return { ...original, lazyChart };
});
vi.mock('../../src/ui/charts/echarts.ts', () => {
  fetched.add('echarts');
  return { echarts: {} };
});
vi.mock('../../src/ui/charts/consumption/ConsumptionChart.tsx', async (importOriginal) => {
  fetched.add('ConsumptionChart');
  return importOriginal();
});
vi.mock('../../src/ui/charts/spend/AnnualSpendChart.tsx', async (importOriginal) => {
  fetched.add('AnnualSpendChart');
  return importOriginal();
});

const show = (doc: unknown, props: SupplyCardProps = {}) =>
  showWith(doc, <SupplyCard {...props} />);
const toggle = (name: string | RegExp = 'Storico consumi e spesa annua') =>
  screen.getByRole('button', { name });

beforeEach(() => {
  testBill.getState().setBill({ doc: undefined });
});

// First in this file on purpose: modules stay imported for the rest of the file.
describe('the history is fetched on first opening (DESIGN "Budgets")', () => {
  it('fetches neither the charts nor ECharts while the history is closed, and both on opening', async () => {
    show(alfaOne.document);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('region', { name: 'Storico consumi', hidden: true }),
    ).not.toBeInTheDocument();
    expect(requested.count).toBe(0);

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    // The first import transforms the chart modules: wait longer than usual (not a speed test).
    const chart = await screen.findByRole(
      'img',
      { name: /^Grafico della spesa/ },
      { timeout: 10000 },
    );
    expect(chart).toBeInTheDocument();
    expect(requested.count).toBe(2);
    expect(fetched).toEqual(new Set(['ConsumptionChart', 'AnnualSpendChart', 'echarts']));
  }, 20000); // headroom for the first import's transform on a busy machine, not a speed test
});

describe('SupplyCard history (spec §2 "expandable history and annual-spend charts", §4)', () => {
  it('shows both charts of the supply with their text alternatives once opened', async () => {
    show(alfaOne.document);
    await userEvent.click(toggle());
    const history = await screen.findByRole('region', { name: 'Storico consumi' });
    expect(within(history).getAllByRole('img')).toHaveLength(2);
    expect(
      within(history).getByRole('heading', { level: 4, name: /^Ultimi 12 mesi/ }),
    ).toBeInTheDocument();
    const spend = screen.getByRole('region', { name: 'Spesa annua' });
    expect(within(spend).getByRole('img')).toHaveAccessibleName(/in totale 1\.026,88 €/);

    await userEvent.click(within(spend).getByText('Vedi i valori in tabella'));
    const rows = within(
      within(spend).getByRole('table', { name: 'Spesa mese per mese' }),
    ).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('marzo202583,10 €');
  });

  it('closes again with its toggle and keeps the charts out of a closed panel', async () => {
    show(alfaOne.document);
    await userEvent.click(toggle());
    await screen.findByRole('img', { name: /^Grafico della spesa/ });
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
  });

  it('draws gas consumption in Smc', async () => {
    show(betaOne.document);
    await userEvent.click(toggle());
    const history = await screen.findByRole('region', { name: 'Storico consumi' });
    expect(within(history).getAllByRole('img')[0]).toHaveAccessibleName(/ Smc\./);
  });

  it('rebuilds for another supply: the history starts closed and shows that supply', async () => {
    show(alfaThree.document);
    await userEvent.click(toggle());
    expect(await screen.findByText('Spesa annua – Scala A')).toBeInTheDocument();
    act(() => {
      testBill.getState().selectSupply(1);
    });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    expect(await screen.findByText('Spesa annua – Scala B')).toBeInTheDocument();
    expect(screen.queryByText('Spesa annua – Scala A')).not.toBeInTheDocument();
  });

  it('draws the supply it is given, not the one chosen in the selector', async () => {
    const third = supplyEntries(supplyListOf(asDocument(alfaThree.document)))[2];
    if (third === undefined) throw new Error('alfa-2026-0003 has three supplies');
    showWith(
      alfaThree.document,
      <SupplyHistory doc={asDocument(alfaThree.document)} entry={third} />,
    );
    expect(testBill.getState().supplyIndex).toBe(0);
    await userEvent.click(toggle());
    expect(await screen.findByText('Spesa annua – Autorimessa e cancello')).toBeInTheDocument();
  });

  it.each([
    {
      bill: 'every flag on (alfa-2026-0001)',
      doc: alfaOne.document,
      name: 'Storico consumi e spesa annua',
    },
    {
      bill: 'only the _icon flags on (beta-2026-0002)',
      doc: betaIcons.document,
      name: 'Storico consumi e spesa annua',
    },
    {
      bill: 'no annual-spend flag (alfa-2026-0004)',
      doc: alfaRid.document,
      name: 'Storico consumi',
    },
    {
      bill: 'only the annual-spend flag',
      doc: {
        ...alfaOne.document,
        bolletta_interattiva_esponi_storico_consumi: 0,
        bolletta_interattiva_esponi_storico_consumi_icon: 0,
      },
      name: 'Spesa annua',
    },
  ])('offers the history by its flags (project decision 70): $bill', ({ doc, name }) => {
    show(doc);
    expect(toggle(name)).toBeInTheDocument();
  });

  it('leaves the consumption chart to the page with showConsumptionHistory off (issue 13)', () => {
    show(alfaOne.document, { showConsumptionHistory: false });
    expect(toggle('Spesa annua')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Storico consumi/ })).not.toBeInTheDocument();
  });

  it.each([
    { what: 'every flag off as "0" (beta-2026-0005)', doc: betaFlagsOff.document, props: {} },
    {
      what: 'flags on but no months',
      doc: {
        bolletta_interattiva_esponi_storico_consumi: 1,
        bolletta_interattiva_esponi_spesa_annua: 1,
        fatt_interattiva_data: {
          fornitura: [{ pod: 'IT1', storico_consumi: [], spesa_annua: {} }],
        },
      },
      props: {},
    },
    { what: 'showHistory off', doc: alfaOne.document, props: { showHistory: false } },
  ])('has no history toggle with $what', ({ doc, props }) => {
    show(doc, props);
    expect(screen.getByRole('region', { name: 'La tua fornitura' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
