import type { Meta, StoryObj } from '@storybook/react-vite';
import alfaAllStates from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaPaid from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import betaAllStates from '../../fixtures/beta-2026-0004.json' with { type: 'json' };
import betaUnique from '../../fixtures/beta-2026-0002.json' with { type: 'json' };
import { useBill } from '../../src/state/bill.ts';
import { asBill } from '../../tests/fixtures.ts';
import { Instalments } from './Instalments.tsx';

/**
 * The instalments answer's `data` in the store, as src/app/loadBill.ts puts it. Runs after the
 * preview's own beforeEach, which sets only the document.
 */
const answer = (data: unknown): Pick<Story, 'beforeEach'> => ({
  beforeEach: () => {
    useBill.setState({ rate: asBill({ doc: undefined, rate: data }).rate });
  },
});

const meta = {
  title: 'Widgets/Instalments',
  component: Instalments,
  args: {},
} satisfies Meta<typeof Instalments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, to be paid, cancelled, and the balance (numero 0, last); the total to pay. */
export const EveryState: Story = { ...answer(alfaAllStates.instalments.data) };

/** States in every case and with spaces, amounts as text. */
export const StatesAsWritten: Story = { ...answer(betaAllStates.instalments.data) };

/** Only item 0, to be paid: the "unique payment" heading. */
export const UniquePayment: Story = { ...answer(betaUnique.instalments.data) };

/** Everything paid: the "total paid" message and no links. */
export const TotalPaid: Story = { ...answer(alfaPaid.instalments.data) };

/** No instalments: nothing is shown (empty canvas). */
export const Empty: Story = { ...answer({ totaledapagare: 0, rate: [] }) };
