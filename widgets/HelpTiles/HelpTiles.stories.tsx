import type { Meta, StoryObj } from '@storybook/react-vite';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import { host, storyHelpLinks } from '../../src/ui/testing/navStories.tsx';
import { bill } from '../../src/ui/testing/stories.ts';
import { HelpTiles } from './HelpTiles.tsx';

const meta = {
  title: 'Widgets/HelpTiles',
  component: HelpTiles,
  args: {},
} satisfies Meta<typeof HelpTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A gas bill: the toolbar host's help tiles (Alfa has no FAQ page, Beta has), on a phone. */
export const Gas: Story = { parameters: { ...bill(gas.document), width: 390 } };

/** Every link: bill guide, contact us, FAQ and self-reading, two columns on a phone. */
export const AllLinks: Story = {
  parameters: {
    ...bill(gas.document),
    ...host((h) => ({ ...h, helpLinks: storyHelpLinks })),
    width: 390,
  },
};

/** A power bill: no self-reading tile. */
export const Power: Story = { parameters: { ...bill(power.document), width: 390 } };

/** On a desktop the four tiles share one row. */
export const Desktop: Story = {
  parameters: {
    ...bill(gas.document),
    ...host((h) => ({ ...h, helpLinks: storyHelpLinks })),
    width: 1280,
  },
};

/** The host leaves the FAQ empty (as Alfa does): that tile is not shown. */
export const WithoutFaq: Story = {
  parameters: {
    ...bill(power.document),
    ...host((h) => ({ ...h, helpLinks: { ...storyHelpLinks, faq: '' } })),
    width: 390,
  },
};

/** No help links at all: nothing is rendered (the canvas is empty). */
export const NoLinks: Story = {
  parameters: { ...bill(gas.document), ...host((h) => ({ ...h, helpLinks: {} })) },
};
