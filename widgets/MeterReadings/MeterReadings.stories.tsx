import type { Meta, StoryObj } from '@storybook/react-vite';
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import { bill, samples } from '../../src/ui/testing/storyData.ts';
import { MeterReadings } from './MeterReadings.tsx';

const meta = {
  title: 'Widgets/MeterReadings',
  component: MeterReadings,
  args: {},
} satisfies Meta<typeof MeterReadings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two real readings of a power meter. */
export const Real: Story = { parameters: bill(samples.powerOne) };

/** The last reading estimated: the sentence on what happens next. */
export const Estimated: Story = { parameters: bill(alfaTwo.document) };

/** The customer's own reading, then the distributor's. */
export const SelfReading: Story = { parameters: bill(samples.gasOne) };

/** A supply without readings: nothing. */
export const WithoutReadings: Story = { parameters: bill(samples.minimal) };
