import type { Meta, StoryObj } from '@storybook/react-vite';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import minimal from '../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import { bill, storyImage } from '../../src/ui/testing/stories.ts';
import { Banner } from './Banner.tsx';

const meta = {
  title: 'Widgets/Banner',
  component: Banner,
  args: { imageUrl: storyImage },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner links to bolletta_interattiva_banner_link in a new tab. */
export const WithLink: Story = { parameters: bill(power.document) };

/** Decision 6: a link that is not http(s) is refused; the image and its text stay, unlinked. */
export const UnsafeLink: Story = {
  parameters: bill({ bolletta_interattiva_banner_link: 'javascript:alert(1)' }),
};

/** No link in the bill: nothing. */
export const NoLink: Story = { parameters: bill(minimal.document) };

/** Spec §8: the image fails to load, the banner disappears. */
export const ImageLoadError: Story = {
  args: { imageUrl: '/missing-banner.png' },
  parameters: bill(power.document),
};
