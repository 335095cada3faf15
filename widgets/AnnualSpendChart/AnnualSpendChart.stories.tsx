import type { Meta, StoryObj } from '@storybook/react-vite';
import alfaSeven from '../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { SupplySelector } from '../SupplySelector/SupplySelector.tsx';
import { AnnualSpendChart } from '../../src/ui/charts/spend/AnnualSpendChart.tsx';
import type { AnnualSpendChartProps } from './props.gen.ts';

const meta = {
  title: 'Widgets/AnnualSpendChart',
  component: AnnualSpendChart,
  args: { framed: true },
} satisfies Meta<typeof AnnualSpendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Electricity: the document's spesa_annua_color and its testo_spesa_annua. */
export const Power: Story = { parameters: bill(samples.powerOne) };

/** Gas, a heating profile: winter months spend more. */
export const Gas: Story = { parameters: bill(samples.gasOne) };

/** A long testo_spesa_annua (over 200 characters) wraps above the chart. */
export const LongText: Story = { parameters: bill(alfaSeven.document) };

/** Three POD: the chart follows the selector (spec §4). */
export const ThreeSupplies: Story = {
  parameters: bill(samples.powerThree),
  render: (args: AnnualSpendChartProps) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <SupplySelector />
      <AnnualSpendChart {...args} />
    </div>
  ),
};

/** A supply without spesa_annua: the card's quiet empty state. */
export const Empty: Story = {
  parameters: bill({ fatt_interattiva_data: { fornitura: [{ pod: 'IT001E1' }] } }),
};
