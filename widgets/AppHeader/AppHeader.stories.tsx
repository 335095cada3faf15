import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import longTexts from '../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import gas from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import { host, inEngine } from '../../src/ui/testing/navStories.tsx';
import { bill, withServedLogos } from '../../src/ui/testing/stories.ts';
import { AppHeader } from './AppHeader.tsx';

const meta = {
  title: 'Widgets/AppHeader',
  component: AppHeader,
  args: {},
  decorators: [inEngine],
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const served = withServedLogos(power.document);

/** Desktop: host logo, the two service lines, the service logo and the two icon buttons. */
export const Desktop: Story = { parameters: { ...bill(served), width: 1280 } };

/** A phone (390 px): the lines move below the logos and buttons, which stay on one row. */
export const Phone: Story = { parameters: { ...bill(served), width: 390 } };

/** Descriptions of over 200 characters wrap on a phone without pushing the buttons away. */
export const LongDescription: Story = {
  parameters: { ...bill(withServedLogos(longTexts.document)), width: 390 },
};

/** The description flag is off: logos and buttons only. */
export const DescriptionOff: Story = {
  parameters: { ...bill(withServedLogos(gas.document)), width: 1280 },
};

/** The service logo's address fails to load (the fixture's `.test` host): it is hidden. */
export const ServiceLogoFails: Story = { parameters: { ...bill(power.document), width: 1280 } };

/** A host without a logo in its theme, a bill without header data: the buttons still work. */
export const Bare: Story = {
  parameters: { ...bill({}), ...host((h) => ({ ...h, theme: {} })), width: 390 },
};

/** The help button asks the template for its `help` dialog (the story shows which). */
export const OpensHelp: Story = {
  parameters: { ...bill(served), width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aiuto' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('help');
  },
};

/** A template's own trigger names: the profile button opens `area`. */
export const CustomTriggers: Story = {
  args: { helpTrigger: 'guida', profileTrigger: 'area' },
  parameters: { ...bill(served), width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Il mio profilo' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('area');
  },
};
