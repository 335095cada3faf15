import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { json, networkDown, type FakeAnswer } from '../../src/api/testing.ts';
import { AreaProvider } from '../../src/state/area.ts';
import { InvoiceList } from './InvoiceList.tsx';
import { InvoiceListSkeleton } from './Skeleton.tsx';
import { customer, fakeArea, invoiceAnswers } from './samples.ts';

/** The widget inside an area session whose fake server answers `answers`. */
function Area(props: { answers: Record<string, FakeAnswer>; children: ReactNode }) {
  // One session per story: a new one each render would ask for the list again, forever.
  const [session] = useState(() => fakeArea(props.answers).session);
  return <AreaProvider value={session}>{props.children}</AreaProvider>;
}

const meta = {
  title: 'Widgets/InvoiceList',
  component: InvoiceList,
  args: {},
  parameters: { width: 1000 },
  decorators: [
    (Story, { parameters }) => (
      <Area answers={(parameters as { answers?: Record<string, FakeAnswer> }).answers ?? {}}>
        <Story />
      </Area>
    ),
  ],
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

const listPath = `/api/document/${encodeURIComponent(customer.id)}/invoices/all`;

/** A desktop's table: a new gas bill to pay, one collected by the bank, one paid. */
export const Desktop: Story = { parameters: { answers: invoiceAnswers() } };

/** A phone: each invoice a block of its own, its actions under it. */
export const Phone: Story = { parameters: { answers: invoiceAnswers(), width: 390 } };

/** The unpaid view first, without the choice: what a home page's summary shows. */
export const HomeSummary: Story = {
  args: { view: 'unpaid', showViews: false, limit: 1, titleKey: 'areaInvoices.views.unpaid' },
  parameters: { answers: invoiceAnswers() },
};

/** No invoices yet. */
export const Empty: Story = { parameters: { answers: invoiceAnswers([]) } };

/** The list does not load: a quiet notice and a retry. */
export const Failed: Story = { parameters: { answers: { [listPath]: networkDown() } } };

/** The server answers something else than a list: the same notice. */
export const Malformed: Story = {
  parameters: { answers: { [listPath]: json({ invoices: 'none' }) } },
};

/** While the list loads (and while the widget's chunk arrives): the skeleton. */
export const Loading: Story = {
  render: () => <InvoiceListSkeleton label="Caricamento delle bollette…" />,
};
