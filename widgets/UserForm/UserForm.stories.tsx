import type { Meta, StoryObj } from '@storybook/react-vite';
import { json } from '../../src/api/testing.ts';
import { sendWithErrors, typeInto } from '../../src/ui/testing/stories.ts';
import { areaFormSections, areaProfile, withArea } from '../../src/ui/testing/areaProfileData.ts';
import { UserForm } from './UserForm.tsx';

const sections = '/api/customer/userformsection';
const read = '/api/customer/profile/alfa%3ABNCGLI85M52H501X';
const write = '/api/customer/save/alfa%3ABNCGLI85M52H501X';

const meta = {
  title: 'Widgets/UserForm',
  component: UserForm,
  args: {},
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reference server's sections: identity read-only, contacts and bill editable. */
export const Sections: Story = {
  decorators: [
    withArea({
      [sections]: json(areaFormSections),
      [read]: json(areaProfile),
      [write]: json(areaProfile),
    }),
  ],
};

/** Saving fails: the save error, with the edit kept. */
export const SaveFails: Story = {
  decorators: [
    withArea({
      [sections]: json(areaFormSections),
      [read]: json(areaProfile),
      [write]: json({}, 500),
    }),
  ],
};

/** The sections cannot be read: a notice and a retry. */
export const Unreadable: Story = {
  decorators: [withArea({ [read]: json(areaProfile) })],
};

/** An e-mail address cut short, then sent: the field says what is wrong. */
export const WithErrors: Story = {
  decorators: [
    withArea({
      [sections]: json(areaFormSections),
      [read]: json(areaProfile),
      [write]: json(areaProfile),
    }),
  ],
  play: async (context) => {
    await typeInto(context.canvasElement, 'input[type="email"]', 'mario.rossi@');
    await sendWithErrors(context);
  },
};
