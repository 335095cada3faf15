import type { Meta, StoryObj } from '@storybook/react-vite';
import { json } from '../../src/api/testing.ts';
import { withArea } from '../../src/ui/testing/areaProfileData.ts';
import { sendWithErrors } from '../../src/ui/testing/stories.ts';
import { ContactRequestForm } from './ContactRequestForm.tsx';

const path = '/api/contacts/sendemail/alfa%3ABNCGLI85M52H501X';

const meta = {
  title: 'Widgets/ContactRequestForm',
  component: ContactRequestForm,
  args: {},
} satisfies Meta<typeof ContactRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form; a send answers 1, so "invio ok" and a reset. */
export const Empty: Story = { decorators: [withArea({ [path]: json(1) })] };

/** A send that fails: "invio ko", the text kept. */
export const SendFails: Story = { decorators: [withArea({ [path]: json({}, 500) })] };

/** The server refuses the attachment as too large (413): its own message. */
export const AttachmentRefused: Story = { decorators: [withArea({ [path]: json({}, 413) })] };

/** Sent empty: each required field says what it needs. */
export const WithErrors: Story = {
  decorators: [withArea({ [path]: json(1) })],
  play: sendWithErrors,
};
