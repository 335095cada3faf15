import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import alfaListTable from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaPayable from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaRid from '../../fixtures/alfa-2026-0004.json' with { type: 'json' };
import { testBill } from '../../src/state/testing.ts';
import { showWith } from '../../src/ui/testing/testing.tsx';
import { AmountsDetail } from '../../src/ui/AmountsDetail.tsx';
import { PaymentCard } from './PaymentCard.tsx';
import type { PaymentCardProps } from './props.gen.ts';
import { asBill } from '../../tests/fixtures.ts';

/** Whether ECharts was loaded: the pie must not need it (ADR 0062). */
const fetched = vi.hoisted(() => new Set<string>());
vi.mock('../../src/ui/charts/echarts.ts', () => {
  fetched.add('echarts');
  return { echarts: {} };
});

const P = 'bolletta_interattiva_';
const show = (doc: unknown, props: PaymentCardProps = {}) =>
  showWith(doc, <PaymentCard {...props} />);
const pie = (options: { hidden?: boolean } = {}) =>
  screen.queryByRole('img', { name: /^Grafico a ciambella/, ...options });

describe('the amounts pie is drawn when the detail opens, without ECharts (ADR 0062)', () => {
  it('draws nothing while the detail is closed, and the ring on opening', async () => {
    show(alfaPayable.document);
    expect(screen.getByRole('button', { name: 'Dettaglio' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(pie({ hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dettaglio' }));
    const ring = await screen.findByRole('img', { name: /^Grafico a ciambella/ });
    const items = alfaPayable.document.fatt_interattiva_data.sintesi_importi.grafico_importi;
    expect(ring.querySelectorAll('path')).toHaveLength(items.length);
    expect(fetched.has('echarts')).toBe(false);
  });
});

describe('PaymentCard: the amounts pie (spec §2 "an optional pie chart", §5, decision 71)', () => {
  it('shows the doughnut under the VAT table, named, with every item in its table', async () => {
    show({ ...alfaPayable.document, [`${P}bottone_apri_sintesi_importi`]: 1 });
    const chart = await screen.findByRole('img', { name: /^Grafico a ciambella/ });
    expect(chart).toHaveAccessibleName(/Spesa per la materia energia 62,18 €/);
    const vat = screen.getByRole('table', { name: 'Riepilogo IVA' });
    expect(vat.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Come si compone la bolletta' }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('table', { name: 'Composizione della bolletta' });
    expect(within(legend).getByRole('rowheader', { name: 'Imposte' })).toBeInTheDocument();
  });

  it('draws the pie in the palette when the entries have no colours (alfa-2026-0002, open)', async () => {
    show(alfaListTable.document);
    expect(await screen.findByRole('img', { name: /^Grafico a ciambella/ })).toBeInTheDocument();
  });

  it('takes the pie away with the detail when it closes', async () => {
    show({ ...alfaPayable.document, [`${P}bottone_apri_sintesi_importi`]: 1 });
    await screen.findByRole('img', { name: /^Grafico a ciambella/ });
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(pie({ hidden: true })).not.toBeInTheDocument();
  });

  it.each([
    {
      what: 'the chart flag off',
      doc: { ...alfaPayable.document, [`${P}sintesi_import_grafico`]: 0 },
      props: {},
    },
    {
      what: 'the chart flag "0"',
      doc: { ...alfaPayable.document, [`${P}sintesi_import_grafico`]: '0' },
      props: {},
    },
    { what: 'an empty grafico_importi (alfa-2026-0004)', doc: alfaRid.document, props: {} },
    {
      what: 'no entry with a value above zero',
      doc: {
        ...alfaPayable.document,
        fatt_interattiva_data: {
          ...alfaPayable.document.fatt_interattiva_data,
          sintesi_importi: {
            ...alfaPayable.document.fatt_interattiva_data.sintesi_importi,
            grafico_importi: [
              { label: 'Energia', value: 0 },
              { label: '', value: 10 },
            ],
          },
        },
      },
      props: {},
    },
    {
      what: 'amountsChart off in the template',
      doc: alfaPayable.document,
      props: { amountsChart: false },
    },
  ])('shows the detail without a pie with $what', ({ doc, props }) => {
    show({ ...doc, [`${P}bottone_apri_sintesi_importi`]: 1 }, props);
    expect(screen.getByRole('table', { name: 'Sintesi degli importi' })).toBeInTheDocument();
    expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();
    expect(pie({ hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Come si compone la bolletta' })).toBeNull();
  });

  it('opens a detail whose only content is the pie', async () => {
    show({
      document_amount: 100,
      [`${P}sintesi_import_grafico`]: 1,
      fatt_interattiva_data: {
        sintesi_importi: { grafico_importi: [{ label: 'Energia', value: 60 }] },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dettaglio' }));
    expect(await screen.findByRole('img', { name: /^Grafico a ciambella/ })).toBeInTheDocument();
  });

  it('leaves the pie to its own widget in the amounts summary module (no withChart)', () => {
    const doc = { ...alfaPayable.document, [`${P}bottone_apri_sintesi_importi`]: 1 };
    testBill.getState().setBill(asBill({ doc }));
    showWith(doc, <AmountsDetail doc={asBill({ doc }).doc} />);
    expect(screen.getByRole('table', { name: 'Riepilogo IVA' })).toBeInTheDocument();
    expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();
    expect(pie({ hidden: true })).not.toBeInTheDocument();
  });
});
