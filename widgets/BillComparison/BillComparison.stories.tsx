import type { Meta, StoryObj } from '@storybook/react-vite';
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaEight from '../../fixtures/alfa-2026-0008.json' with { type: 'json' };
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { BillComparison } from './BillComparison.tsx';

const meta = {
  title: 'Widgets/BillComparison',
  component: BillComparison,
  args: {},
} satisfies Meta<typeof BillComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lower than the previous bill: fewer days and less energy, at a higher price. */
export const Lower: Story = { parameters: bill(samples.powerOne) };

/** Higher, mainly for the consumption, with an adjustment of earlier months. */
export const HigherWithAdjustment: Story = { parameters: bill(alfaTwo.document) };

/** Higher, mainly because estimated readings were corrected; on a 360 px phone. */
export const CorrectedEstimates: Story = { parameters: { ...bill(samples.gasOne), width: 360 } };

/** No previous bill: the same months a year earlier, from the history. */
export const LastYear: Story = { parameters: bill(alfaEight.document) };

/** Several supplies, or nothing to compare with: nothing. */
export const NothingToCompare: Story = { parameters: bill(samples.powerThree) };
