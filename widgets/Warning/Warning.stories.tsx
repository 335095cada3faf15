import type { Meta, StoryObj } from '@storybook/react-vite';
import { Warning } from './Warning.tsx';

const meta = {
  title: 'Widgets/Warning',
  component: Warning,
  args: { titleKey: 'widgets.warning.sample.title', textKey: 'widgets.warning.sample.text' },
} satisfies Meta<typeof Warning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Template 5's notice: icon, title and text from the catalogue. */
export const Notice: Story = {};

/** At a phone's width the text wraps beside the icon. */
export const Phone: Story = { parameters: { width: 320 } };

/** A key the catalogue lacks shows the key: a configurator sees the typo at once. */
export const MissingKey: Story = { args: { textKey: 'host.warning.missing' } };
