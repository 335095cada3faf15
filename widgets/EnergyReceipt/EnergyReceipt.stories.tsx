import type { Meta, StoryObj } from '@storybook/react-vite';
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { EnergyReceipt } from './EnergyReceipt.tsx';

const meta = {
  title: 'Widgets/EnergyReceipt',
  component: EnergyReceipt,
  args: {},
} satisfies Meta<typeof EnergyReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Power: quota consumi, fissa and potenza, each split into vendita and rete e oneri. */
export const Power: Story = { parameters: bill(samples.powerOne) };

/** Gas with an adjustment of earlier months (group Ricalcoli). */
export const GasWithAdjustment: Story = { parameters: bill(alfaTwo.document) };

/** Gas whose receipt corrects estimated readings, and a power bill on a 360 px phone. */
export const GasCorrectingEstimates: Story = { parameters: bill(samples.gasOne) };
export const Phone: Story = { parameters: { ...bill(samples.cancelled), width: 360 } };

/** Lines that do not add up to the amount to pay: nothing is shown (decision 630). */
export const Mismatch: Story = {
  parameters: bill({ ...samples.powerOne, document_amount: 110 }),
};

/** A bill without the block: nothing. */
export const WithoutReceipt: Story = { parameters: bill(samples.minimal) };
