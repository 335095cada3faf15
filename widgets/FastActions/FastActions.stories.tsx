import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, userEvent, within } from 'storybook/test';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import paidPower from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import { inEngine } from '../../src/ui/testing/navStories.tsx';
import { bill } from '../../src/ui/testing/stories.ts';
import { samples } from '../../src/ui/testing/storyData.ts';
import { ActionList, FastActions } from './FastActions.tsx';

const meta = {
  title: 'Widgets/FastActions',
  component: FastActions,
  args: {},
  decorators: [inEngine],
} satisfies Meta<typeof FastActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The document's `detail` names its PDF (the server sets it). */
const withPdf = (doc: Record<string, unknown>) => ({ ...doc, detail: 'story-reference' });

/** A payable gas bill with its PDF: all four actions, each a 56 px row. */
export const GasPayable: Story = { parameters: { ...bill(withPdf(gas.document)), width: 390 } };

/** A payable power bill: no self-reading. */
export const PowerPayable: Story = { parameters: bill(withPdf(power.document)) };

/** A paid power bill without a PDF: only customer care is left. */
export const PaidWithoutPdf: Story = { parameters: bill(paidPower.document) };

/** Spec §4: "Download in corso..." while the file comes, busy and disabled. */
export const Downloading: Story = {
  render: () => (
    <ActionList
      title="Azioni rapide"
      actions={['download', 'payNow', 'selfReading', 'customerCare']}
      downloading
      opensDialog={(name) => name === 'selfReading' || name === 'customerCare'}
      onAction={action('action')}
    />
  ),
};

/** Customer care asks the template for its `customer-care` dialog (the story shows which). */
export const OpensCustomerCare: Story = {
  parameters: bill(gas.document),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Scrivi al servizio clienti' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('customer-care');
  },
};

/** Pay now with the payment card in another tab: the template's payment dialog opens. */
export const PayNowOpensDialog: Story = {
  parameters: bill(power.document),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Paga ora' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('pay');
  },
};

/** Direct debit with its PDF: nothing to pay by hand, the other actions stay. */
export const DirectDebit: Story = { parameters: bill(withPdf(samples.directDebit)) };

/** A credit with its PDF: no pay-now. */
export const Credit: Story = { parameters: bill(withPdf(samples.credit)) };
