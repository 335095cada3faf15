import type { Meta, StoryObj } from '@storybook/react-vite';
import { bill, samples, wrongTypesSupply } from '../../src/ui/testing/storyData.ts';
import { SupplyList } from './SupplyList.tsx';

const meta = {
  title: 'Widgets/SupplyList',
  component: SupplyList,
  args: { showDetails: true },
} satisfies Meta<typeof SupplyList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three POD: one panel open at a time, the selected supply (spec §2). */
export const ThreeSupplies: Story = { parameters: bill(samples.powerThree) };

/** Three PDR of a business. */
export const ThreeGasSupplies: Story = { parameters: bill(samples.gasThree) };

/** One POD: one panel, open. */
export const Power: Story = { parameters: bill(samples.powerOne) };

/** One PDR: one panel, open, with the gas details. */
export const Gas: Story = { parameters: bill(samples.gasOne) };

/** Headers and address only in the panels. */
export const WithoutDetails: Story = {
  args: { showDetails: false },
  parameters: bill(samples.powerThree),
};

/** Strings for numbers, nulls, 0000-00-00, an item that is not a supply. */
export const WrongTypes: Story = {
  parameters: bill({ fatt_interattiva_data: { fornitura: [wrongTypesSupply, 7] } }),
};

/** A bill without supplies: empty canvas. */
export const Empty: Story = { parameters: bill({}) };
