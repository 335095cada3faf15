import type { Meta, StoryObj } from '@storybook/react-vite';
import alfaListTable from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaNoChart from '../../fixtures/alfa-2026-0004.json' with { type: 'json' };
import alfaCredit from '../../fixtures/alfa-2026-0005.json' with { type: 'json' };
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { CostsCard } from './CostsCard.tsx';

const meta = {
  title: 'Widgets/CostsCard',
  component: CostsCard,
  args: {},
} satisfies Meta<typeof CostsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Power: the items, TOTALE DA PAGARE and the interactive donut (chart flag on). */
export const Power: Story = { parameters: bill(samples.powerOne) };

/** Gas, the amounts written as a list of single-entry maps in Italian figures. */
export const Gas: Story = { parameters: bill(alfaListTable.document) };

/** A credit note: TOTALE A CREDITO with the absolute amount; no chart (flag off). */
export const Credit: Story = { parameters: bill(alfaCredit.document) };

/** The chart flag on but no chart entries: the table only. */
export const WithoutChart: Story = { parameters: bill(alfaNoChart.document) };

/** The template keeps the card to its table. */
export const TableOnly: Story = { args: { chart: false }, parameters: bill(samples.powerOne) };

/** Wide: the donut's legend beside the ring (spec §9, above 900 px). */
export const Wide: Story = { parameters: { ...bill(samples.powerOne), width: 1000 } };

/** No items at all: a quiet sentence. */
export const Empty: Story = { parameters: bill({ document_number: 'X1' }) };
