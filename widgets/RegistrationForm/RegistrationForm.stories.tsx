import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { json } from '../../src/api/testing.ts';
import { AreaProvider } from '../../src/state/area.ts';
import { sendWithErrors } from '../../src/ui/testing/stories.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import { sampleAnswers, sampleArea } from './samples.testing.ts';

/** The form over sample answers; `change` replaces some of them. */
const answering =
  (change: Parameters<typeof sampleAnswers>[0] = {}) =>
  (Story: () => ReactElement) => (
    <AreaProvider value={sampleArea(sampleAnswers(change)).area}>
      <Story />
    </AreaProvider>
  );

const meta = {
  title: 'Widgets/RegistrationForm',
  component: RegistrationForm,
  args: {},
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step; every step goes through (verify with any well-formed data). */
export const Registration: Story = { decorators: [answering()] };

/** At a phone's width: one column, buttons across the whole width. */
export const Phone: Story = { decorators: [answering()], parameters: { width: 390 } };

/** The proof matches no bill: one message that does not say which value was wrong. */
export const NotVerified: Story = {
  decorators: [answering({ '/api/registration/verify': json({ statusCode: 422 }, 422) })],
};

/** The customer has an account already: a message and a way to log in. */
export const AlreadyRegistered: Story = {
  decorators: [answering({ '/api/registration/verify': json({ statusCode: 409 }, 409) })],
};

/** The sections do not load: a quiet notice with a retry. */
export const LoadFailed: Story = {
  decorators: [answering({ '/api/registration/headersection': { status: 503, body: '{}' } })],
};

/** Loading: the skeleton at the form's size (a client that never answers). */
export const Loading: Story = {
  decorators: [
    (Story: () => ReactElement) => {
      const { area } = sampleArea();
      const never = () => new Promise<never>(() => undefined);
      const client = { getJson: never, postJson: never, putJson: never, deleteJson: never };
      return (
        <AreaProvider value={{ ...area, client }}>
          <Story />
        </AreaProvider>
      );
    },
  ],
};

/** The first step sent empty: each required field says what it needs. */
export const WithErrors: Story = { decorators: [answering()], play: sendWithErrors };
