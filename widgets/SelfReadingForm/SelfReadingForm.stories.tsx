import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import threeGas from '../../fixtures/beta-2026-0006.json' with { type: 'json' };
import { ApiProvider } from '../../src/api/context.ts';
import { json } from '../../src/api/testing.ts';
import { host } from '../../src/ui/testing/navStories.tsx';
import { bill, sendWithErrors } from '../../src/ui/testing/stories.ts';
import { selfReadingApi } from './server.testing.ts';
import { SelfReadingForm } from './SelfReadingForm.tsx';

const answering =
  (enterDays: number): Decorator =>
  (Story) => (
    <ApiProvider value={selfReadingApi('beta', { enterDays: json(enterDays) }).pageApi}>
      <Story />
    </ApiProvider>
  );

const meta = {
  title: 'Widgets/SelfReadingForm',
  component: SelfReadingForm,
  args: {},
  // The fake server answers Beta's routes (/api/api_beta_…), whatever host the toolbar shows.
  parameters: host((h) => ({ ...h, supplier: 'beta' })),
  decorators: [answering(5)],
} satisfies Meta<typeof SelfReadingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One gas supply, window open: the reading in Smc and its confirm button, on a phone. */
export const Open: Story = { parameters: { ...bill(gas.document), width: 390 } };

/** Three gas supplies: the picker first. */
export const ThreeSupplies: Story = { parameters: { ...bill(threeGas.document), width: 1280 } };

/** Enter days 0: the "no entering days" text and the reminder download. */
export const Closed: Story = {
  parameters: { ...bill(gas.document), width: 390 },
  decorators: [answering(0)],
};

/** Sent without a reading: the reading field says what it needs. */
export const WithErrors: Story = {
  parameters: { ...bill(gas.document), width: 390 },
  play: sendWithErrors,
};
