import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { billDifference, type BillFacts } from '../../../domain/billDifference.ts';
import { WidgetCard } from '../../card.ts';
import { DifferenceChart } from './DifferenceChart.tsx';

/** The last bill of every story: 61 days, 320 kWh, 112,40 € with nothing adjusted. */
const last: BillFacts = {
  amountCents: 11_240,
  days: 61,
  quantity: 320,
  adjustmentsCents: 0,
  estimateCorrectionsCents: 0,
};

const against = (current: Partial<BillFacts>, previous: Partial<BillFacts> = {}) => ({
  difference: billDifference({ ...last, ...previous }, { ...last, ...current }),
});

/**
 * Why this bill differs from the last (issue 32): the parts `billDifference` gives for two
 * bills of the same supply, in a card as a widget would place it. 480 px unless a story says
 * otherwise; from 480 px the bar sits between reason and amount, below it goes under them.
 */
const meta = {
  title: 'Charts/DifferenceChart',
  component: DifferenceChart,
  render: (args) => (
    <WidgetCard>
      <DifferenceChart {...args} />
    </WidgetCard>
  ),
  parameters: { width: 640 },
} satisfies Meta<typeof DifferenceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Up by 41,07 €: 1 day more, 380 kWh instead of 320 and a dearer kWh, plus a conguaglio of
 * 12,00 €; every reason pushed the bill up.
 */
export const Up: Story = {
  args: against({ amountCents: 15_347, days: 62, quantity: 380, adjustmentsCents: 1_200 }),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.at(-1)).toHaveTextContent('Differenza totale +41,07 €');
  },
};

/**
 * Down to a credit: less energy, and an estimated reading corrected by 60,00 € and a refund
 * of 95,00 €; the bars of what took the bill down go left.
 */
export const DownToACredit: Story = {
  args: against({
    amountCents: -6_500,
    quantity: 300,
    adjustmentsCents: -9_500,
    estimateCorrectionsCents: -6_000,
  }),
};

/** Up and down at once: a dearer kWh, fewer days and less energy. */
export const Mixed: Story = {
  args: against({ amountCents: 11_800, days: 59, quantity: 290 }),
};

/** A large conguaglio: amounts in thousands, the amounts' column as wide as the widest. */
export const LargeAmounts: Story = {
  args: against({ amountCents: 134_696, adjustmentsCents: 123_456 }),
};

/** The same bill again: the total alone, 0,00 €, with no bar. */
export const Same: Story = { args: against({}) };

/** The last bill billed no energy: the energy's change is one "other" part. */
export const Unexplained: Story = {
  args: against({ adjustmentsCents: 500 }, { amountCents: 2_500, quantity: 0 }),
};

/** On a 360 px phone: each bar under its reason and amount. */
export const OnAPhone: Story = {
  args: Up.args,
  parameters: { width: 360 },
};
