import type { Meta, StoryObj } from '@storybook/react-vite';
import chosen from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import notChosen from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import { host } from '../../src/ui/testing/navStories.tsx';
import { bill } from '../../src/ui/testing/stories.ts';
import { WebBillTile } from './WebBillTile.tsx';

const meta = {
  title: 'Widgets/WebBillTile',
  component: WebBillTile,
  args: {},
} satisfies Meta<typeof WebBillTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** scelta_bolletta_web '1': icon, title, a sentence and the button to the web bill page. */
export const Shown: Story = { parameters: bill(chosen.document) };

/** On a phone the button text wraps rather than overflowing. */
export const Phone: Story = { parameters: { ...bill(chosen.document), width: 280 } };

/** scelta_bolletta_web '0': nothing is rendered (the canvas is empty). */
export const NotChosen: Story = { parameters: bill(notChosen.document) };

/** The host has no web bill page: nothing is rendered rather than a dead button. */
export const NoAddress: Story = {
  parameters: { ...bill(chosen.document), ...host((h) => ({ ...h, webBillUrl: '' })) },
};
