import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { json, networkDown, type FakeAnswer } from '../../src/api/testing.ts';
import { AreaProvider } from '../../src/state/area.ts';
import { InvoicesSummary } from './InvoicesSummary.tsx';
import { fakeSummaryArea, sampleInfo } from './samples.ts';
import { InvoicesSummarySkeleton } from './Skeleton.tsx';

function Area(props: { answer: FakeAnswer | undefined; children: ReactNode }) {
  // One session per story: a new one each render would ask for the figures again, forever.
  const [session] = useState(() => fakeSummaryArea(props.answer).session);
  return <AreaProvider value={session}>{props.children}</AreaProvider>;
}

const meta = {
  title: 'Widgets/InvoicesSummary',
  component: InvoicesSummary,
  args: {},
  decorators: [
    (Story, { parameters }) => (
      <Area answer={(parameters as { answer?: FakeAnswer }).answer}>
        <Story />
      </Area>
    ),
  ],
} satisfies Meta<typeof InvoicesSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selected customer's figures. */
export const Selected: Story = {};

/** An administrator's customers, each under its name. */
export const AllCustomers: Story = { args: { allCustomers: true } };

/** The figures do not load: a quiet notice and a retry. */
export const Failed: Story = { parameters: { answer: networkDown() } };

/** While the figures (or the widget's chunk) arrive. */
export const Loading: Story = { render: () => <InvoicesSummarySkeleton /> };

/** A customer with no invoices yet: every figure 0. */
export const Empty: Story = {
  parameters: {
    answer: json({
      customers: sampleInfo.customers.map((customer) => ({
        ...customer,
        invoices: 0,
        unpaid: 0,
        newInvoices: 0,
        amountDue: 0,
      })),
    }),
  },
};

/** Names that do not fit: an administrator's customers with long names, on a phone. */
export const LongNamesOnAPhone: Story = {
  args: { allCustomers: true },
  parameters: {
    width: 320,
    answer: json({
      customers: sampleInfo.customers.map((customer) => ({
        ...customer,
        name: `${customer.name} – Amministrazione condominiale e gestione delle utenze comuni`,
      })),
    }),
  },
};
