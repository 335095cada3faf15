import type { Meta, StoryObj } from '@storybook/react-vite';
import { json } from '../../src/api/testing.ts';
import { areaContacts, withArea } from '../../src/ui/testing/areaProfileData.ts';
import { ContactChannels } from './ContactChannels.tsx';

const meta = {
  title: 'Widgets/ContactChannels',
  component: ContactChannels,
  args: {},
} satisfies Meta<typeof ContactChannels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alfa's channels: phones, hours, e-mail and PEC, the gas emergency number, two offices. */
export const Alfa: Story = { decorators: [withArea({ '/api/contacts': json(areaContacts) })] };

/** Without the offices. */
export const NoOffices: Story = {
  args: { offices: false },
  decorators: [withArea({ '/api/contacts': json(areaContacts) })],
};

/** A host with no channels but its name: only the title. */
export const Empty: Story = {
  decorators: [
    withArea({
      '/api/contacts': json({
        ...areaContacts,
        phones: [],
        emails: [],
        hours: [],
        emergency: [],
        offices: [],
      }),
    }),
  ],
};

/** The channels cannot be read: a notice and a retry. */
export const Unreadable: Story = { decorators: [withArea({})] };
