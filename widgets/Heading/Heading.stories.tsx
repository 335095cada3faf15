import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Widgets/Heading',
  component: Heading,
  args: { textKey: 'demo.title' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3] } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page title. */
export const Level1: Story = { args: { level: 1 } };

/** A section of the bill (the default level). */
export const Level2: Story = { args: { textKey: 'demo.summary' } };

export const Level3: Story = { args: { textKey: 'demo.details', level: 3 } };

/** A key missing from the host's catalogue shows the key, so a configurator sees which one. */
export const MissingText: Story = { args: { textKey: 'demo.notInTheCatalogue' } };
