import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BillSkeleton } from './BillSkeleton.tsx';
import { ErrorPage, RetryPage } from './ErrorPage.tsx';
import { Page } from './Page.tsx';

/**
 * What the bill route shows before or instead of a bill (spec §2 "Routes", §8), in the toolbar
 * host's colours and language: the whole bill in each state is in Engine/Renderer (HostBill…).
 */
const meta = {
  title: 'Pages/States',
  component: Page,
  parameters: { width: 1100 },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the bill's skeleton while its calls and template arrive. */
export const Loading: Story = {
  render: () => (
    <Page>
      <BillSkeleton />
    </Page>
  ),
};

/** The link names no bill (404, or any status that says nothing else). */
export const NotFound: Story = {
  render: () => (
    <Page>
      <ErrorPage status={404} />
    </Page>
  ),
};

/** The link is no longer valid (410). */
export const LinkExpired: Story = {
  render: () => (
    <Page>
      <ErrorPage status={410} />
    </Page>
  ),
};

/** The network or a script chunk failed: the page says so and offers to try again. */
export const Unavailable: Story = {
  render: () => (
    <Page>
      <RetryPage onRetry={fn()} />
    </Page>
  ),
};

/** The same on a phone. */
export const UnavailableOnAPhone: Story = { ...Unavailable, parameters: { width: 390 } };
