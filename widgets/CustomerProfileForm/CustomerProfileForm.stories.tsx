import type { Meta, StoryObj } from '@storybook/react-vite';
import { json } from '../../src/api/testing.ts';
import { sendWithErrors, typeInto } from '../../src/ui/testing/stories.ts';
import { areaProfile, withArea } from '../../src/ui/testing/areaProfileData.ts';
import { CustomerProfileForm } from './CustomerProfileForm.tsx';

const read = '/api/customer/profile/alfa%3ABNCGLI85M52H501X';
const write = '/api/customer/save/alfa%3ABNCGLI85M52H501X';

const meta = {
  title: 'Widgets/CustomerProfileForm',
  component: CustomerProfileForm,
  args: {},
} satisfies Meta<typeof CustomerProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person's profile: the data, the saved contacts (no save button until an edit), the password. */
export const Person: Story = {
  decorators: [
    withArea({
      [read]: json(areaProfile),
      [write]: json(areaProfile),
      '/api/customer/password/reset': json(1),
    }),
  ],
};

/** A condominium's: a VAT number instead of a fiscal code, paper bills on. */
export const Business: Story = {
  decorators: [
    withArea({
      [read]: json({
        ...areaProfile,
        name: 'Condominio Via dei Mille 24',
        kind: 'business',
        fiscalCode: '97712340015',
        bollettaCartacea: true,
      }),
    }),
  ],
};

/** Saving fails: the save error of spec §8, with the edit kept. */
export const SaveFails: Story = {
  decorators: [withArea({ [read]: json(areaProfile), [write]: json({}, 500) })],
};

/** The profile cannot be read: a notice and a retry. */
export const Unreadable: Story = {
  decorators: [withArea({ [read]: json({}, 500) })],
};

/** Without the password section (a host whose logins keep their password elsewhere). */
export const WithoutPassword: Story = {
  args: { password: false },
  decorators: [withArea({ [read]: json(areaProfile) })],
};

/** An e-mail address cut short, then sent: the field says what is wrong. */
export const WithErrors: Story = {
  decorators: [withArea({ [read]: json(areaProfile), [write]: json(areaProfile) })],
  play: async (context) => {
    await typeInto(context.canvasElement, 'input[type="email"]', 'mario.rossi@');
    await sendWithErrors(context);
  },
};
