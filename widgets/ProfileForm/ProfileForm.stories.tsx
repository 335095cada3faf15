import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import power from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import { createApi } from '../../src/api/calls.ts';
import { createClient } from '../../src/api/client.ts';
import { ApiProvider, type PageApi } from '../../src/api/context.ts';
import { fakeServer, json, type FakeAnswer } from '../../src/api/testing.ts';
import { createHostStore, HostProvider } from '../../src/state/host.ts';
import { bill } from '../../src/ui/testing/stories.ts';
import { ProfileForm } from './ProfileForm.tsx';

const doc = { ...power.document, crypto: 'story' };
const profile = {
  idAnagrafica: '0010458321',
  livelloCompletezzaProfilo: 3,
  email: 'mario.rossi@example.it',
  telefono: '+39 333 1234567',
  emailFatturazione: '',
};

/** A page whose get_profilo and put_profilo answer from a table, as the reference server would. */
const withServer =
  (answers: Record<string, FakeAnswer>): Decorator =>
  (Story) => {
    const [page] = useState<PageApi>(() => ({
      api: createApi(
        createClient({
          credentials: () => ({ token: 'story', fromCrypto: true }),
          adapter: fakeServer(answers).adapter,
        }),
      ),
      media: { downloadMedia: () => Promise.reject(new Error('no media in a story')) },
      startSession: () => undefined,
    }));
    const [host] = useState(() =>
      createHostStore({ templateName: 'demo', supplier: 'alfa', locales: ['it'] }),
    );
    return (
      <ApiProvider value={page}>
        <HostProvider store={host}>
          <Story />
        </HostProvider>
      </ApiProvider>
    );
  };

const meta = {
  title: 'Widgets/ProfileForm',
  component: ProfileForm,
  args: {},
  parameters: bill(doc),
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profile not yet complete: the saved contacts, no save button until an edit. */
export const Incomplete: Story = {
  decorators: [
    withServer({
      '/api/api_alfa_get_profilo/story': json(profile),
      '/api/api_alfa_put_profilo/story': json(profile),
    }),
  ],
};

/** livelloCompletezzaProfilo = 4: the profile is complete (spec §4). */
export const Complete: Story = {
  decorators: [
    withServer({
      '/api/api_alfa_get_profilo/story': json({ ...profile, livelloCompletezzaProfilo: 4 }),
    }),
  ],
};

/** Saving answers nothing: the save error of spec §8, with the edit kept. */
export const SaveFails: Story = {
  decorators: [
    withServer({
      '/api/api_alfa_get_profilo/story': json(profile),
      '/api/api_alfa_put_profilo/story': { body: '' },
    }),
  ],
};

/** get_profilo fails: the card says the profile cannot be read now, with no fields. */
export const Unreadable: Story = {
  decorators: [withServer({ '/api/api_alfa_get_profilo/story': json({}, 500) })],
};

/** On a phone-wide card. */
export const Narrow: Story = {
  decorators: [withServer({ '/api/api_alfa_get_profilo/story': json(profile) })],
  parameters: { ...bill(doc), width: 320 },
};
