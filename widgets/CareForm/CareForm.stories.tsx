import type { Meta, StoryObj } from '@storybook/react-vite';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import { bill, sendWithErrors } from '../../src/ui/testing/stories.ts';
import { CareForm } from './CareForm.tsx';

const meta = {
  title: 'Widgets/CareForm',
  component: CareForm,
  args: {},
} satisfies Meta<typeof CareForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The supplier's request in a card: the current categories (spec §5). Storybook has no API: a send fails. */
export const SupplierCard: Story = {
  args: { variant: 'card', request: 'messaggio' },
  parameters: bill(gas.document),
};

/** The older e-mail request: the older categories. */
export const EmailCard: Story = {
  args: { variant: 'card', request: 'sendemail' },
  parameters: bill(power.document),
};

/** The panel, for a tab or a dialog with its own title. */
export const Panel: Story = {
  args: { variant: 'panel', request: 'messaggio' },
  parameters: bill(gas.document),
};

/** At a phone's width the fields and the send button take the whole width. */
export const Phone: Story = {
  args: { variant: 'card', request: 'messaggio' },
  parameters: { ...bill(gas.document), width: 390 },
};

/** Sent empty: each required field says what it needs, and the first takes the focus. */
export const WithErrors: Story = {
  args: { variant: 'card', request: 'messaggio' },
  parameters: bill(gas.document),
  play: sendWithErrors,
};
