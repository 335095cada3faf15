import type { Meta, StoryObj } from '@storybook/react-vite';
import { bill, samples, wrongTypesSupply } from '../shared/storyData.ts';
import { SupplySelector } from '../SupplySelector/SupplySelector.tsx';
import type { SupplyCardProps } from './props.gen.ts';
import { SupplyCard } from './SupplyCard.tsx';

const meta = {
  title: 'Widgets/SupplyCard',
  component: SupplyCard,
  args: { showDetails: true },
} satisfies Meta<typeof SupplyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card under the supply selector, as a template places them. */
function withSelector(args: SupplyCardProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <SupplySelector />
      <SupplyCard {...args} />
    </div>
  );
}

/** Electricity, one POD: code, address, consumption read, the power details (spec §3). */
export const Power: Story = { parameters: bill(samples.powerOne) };

/** Gas, one PDR: consumption in Smc and the gas details (REMI, category, C, PCS, class). */
export const Gas: Story = { parameters: bill(samples.gasOne) };

/** Three POD: the card shows the one chosen in the selector above it (spec §2). */
export const ThreeSupplies: Story = {
  parameters: bill(samples.powerThree),
  render: withSelector,
};

/** Three PDR with an estimated reading. */
export const ThreeGasSupplies: Story = {
  parameters: bill(samples.gasThree),
  render: withSelector,
};

/** Without the details: code, address and consumption only. */
export const WithoutDetails: Story = {
  args: { showDetails: false },
  parameters: bill(samples.powerOne),
};

/** Strings for numbers, nulls, 0000-00-00: empty lines are left out, text shown as written. */
export const WrongTypes: Story = {
  parameters: bill({ fatt_interattiva_data: { fornitura: [wrongTypesSupply] } }),
};

/** A bill without supplies: the card is not shown (empty canvas). */
export const Empty: Story = { parameters: bill({ fatt_interattiva_data: { fornitura: [] } }) };
