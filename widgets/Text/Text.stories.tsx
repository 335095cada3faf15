import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text.tsx';

const meta = {
  title: 'Widgets/Text',
  component: Text,
  args: { textKey: 'demo.helpText' },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'muted'] } },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Secondary text, still at AA contrast. */
export const Muted: Story = { args: { textKey: 'demo.intro', tone: 'muted' } };

/** A key missing from the host's catalogue shows the key, so a configurator sees which one. */
export const MissingText: Story = { args: { textKey: 'demo.notInTheCatalogue' } };
