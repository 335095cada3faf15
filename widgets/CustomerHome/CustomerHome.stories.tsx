import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { FakeAnswer } from '../../src/api/testing.ts';
import { AreaProvider } from '../../src/state/area.ts';
import { CustomerHome } from './CustomerHome.tsx';
import { homeOf, homePath, json, sessionWith, unpaidInvoice } from './samples.testing.ts';

/** The area around the widget, made once per story: the figures answered by a fake server. */
function StoryArea(props: { answer: FakeAnswer | 'never'; children: ReactNode }) {
  const [session] = useState(() => {
    const { answer } = props;
    if (answer !== 'never') return sessionWith({ [homePath()]: answer });
    const waiting = sessionWith({});
    return {
      ...waiting,
      calls: { ...waiting.calls, home: () => new Promise<never>(() => undefined) },
    };
  });
  return <AreaProvider value={session}>{props.children}</AreaProvider>;
}

const answering =
  (answer: FakeAnswer | 'never'): Decorator =>
  (Story) => (
    <StoryArea answer={answer}>
      <Story />
    </StoryArea>
  );

const meta = {
  title: 'Widgets/CustomerHome',
  component: CustomerHome,
  args: { part: 'summary' },
  // The router once, around the area a story may replace (the innermost provider wins).
  // The router once, around the area a story's own decorator may replace (the innermost wins).
  decorators: [
    (Story) => (
      <MemoryRouter>
        <StoryArea answer={json(homeOf())}>
          <Story />
        </StoryArea>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof CustomerHome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting and what is due: the amount first, then how many bills, then the way there. */
export const Summary: Story = {};

/** Nothing is due: a calm line and a quiet link to the invoices. */
export const NothingDue: Story = {
  // The router once, around the area a story may replace (the innermost provider wins).
  decorators: [answering(json(homeOf({ amountDue: 0, unpaidInvoices: 0 })))],
};

/** While the figures load: a placeholder of the final size. */
export const Loading: Story = { decorators: [answering('never')] };

/** The figures did not load: a quiet notice and a retry. */
export const Failed: Story = { decorators: [answering({ status: 500, body: '{}' })] };

/** The newest invoice, due: its status with the due date, and the bill in a new tab. */
export const LatestInvoice: Story = { args: { part: 'latestInvoice' } };

/** The newest invoice, paid. */
export const LatestInvoicePaid: Story = {
  args: { part: 'latestInvoice' },
  decorators: [
    answering(json(homeOf({ latestInvoice: { ...unpaidInvoice, paid: true, payable: false } }))),
  ],
};

/** A customer without invoices yet. */
export const NoInvoiceYet: Story = {
  args: { part: 'latestInvoice' },
  // The router once, around the area a story may replace (the innermost provider wins).
  decorators: [answering(json(homeOf({ latestInvoice: null })))],
};

/** A figure's tile: the whole card links to its page. */
export const UnreadMessagesTile: Story = { args: { part: 'unreadMessages' } };

/** One of a kind: the singular. */
export const OneNewInvoiceTile: Story = {
  args: { part: 'newInvoices' },
  // The router once, around the area a story may replace (the innermost provider wins).
  decorators: [answering(json(homeOf({ newInvoices: 1 })))],
};

export const ActiveContractsTile: Story = { args: { part: 'activeContracts' } };
