import type { Meta, StoryObj } from '@storybook/react-vite';
import betaFour from '../../fixtures/beta-2026-0004.json' with { type: 'json' };
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { SupplySelector } from '../SupplySelector/SupplySelector.tsx';
import { ConsumptionChart } from '../../src/ui/charts/consumption/ConsumptionChart.tsx';
import type { ConsumptionChartProps } from './props.gen.ts';

const meta = {
  title: 'Widgets/ConsumptionChart',
  component: ConsumptionChart,
  args: { framed: true },
} satisfies Meta<typeof ConsumptionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Electricity: three bands (F1–F3) from the document's colours, estimated months striped. */
export const Power: Story = { parameters: bill(samples.powerOne) };

/** Gas: one band (consumo_f1) in Smc. */
export const Gas: Story = { parameters: bill(samples.gasOne) };

/** Three POD: the charts follow the selector and are rebuilt for each supply (spec §4). */
export const ThreeSupplies: Story = {
  parameters: bill(samples.powerThree),
  render: (args: ConsumptionChartProps) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <SupplySelector />
      <ConsumptionChart {...args} />
    </div>
  ),
};

/** Inside another card (`framed: false`): no title of its own, only the history. */
export const Unframed: Story = { args: { framed: false }, parameters: bill(samples.powerOne) };

/** Months, years and values as text (`"03"`, `"2025"`): read like numbers. */
export const TextValues: Story = { parameters: bill(betaFour.document) };

/** A history of the wrong type: the card's quiet empty state (decision 2). */
export const Empty: Story = {
  parameters: bill({
    fatt_interattiva_data: { fornitura: [{ pod: 'IT001E1', storico_consumi: {} }] },
  }),
};
