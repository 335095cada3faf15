import type { Meta, StoryObj } from '@storybook/react-vite';
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { host } from '../../src/ui/testing/navStories.tsx';
import { bill } from '../../src/ui/testing/stories.ts';
import { ReservedArea } from './ReservedArea.tsx';

const meta = {
  title: 'Widgets/ReservedArea',
  component: ReservedArea,
  args: {},
} satisfies Meta<typeof ReservedArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The document's own reserved-area link: a sentence and the button. */
export const WithLink: Story = { parameters: bill(gas.document) };

/** A narrow phone: the button's text wraps. */
export const Phone: Story = { parameters: { ...bill(gas.document), width: 280 } };

/** The document has no link: the host's `reservedAreaUrl` is used. */
export const HostLink: Story = { parameters: bill(minimal.document) };

/** No web address anywhere: a quiet sentence, no button. */
export const NoLink: Story = {
  parameters: { ...bill(minimal.document), ...host((h) => ({ ...h, reservedAreaUrl: '' })) },
};
