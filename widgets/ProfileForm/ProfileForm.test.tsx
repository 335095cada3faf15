import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import bill from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import { createApi } from '../../src/api/calls.ts';
import { createClient } from '../../src/api/client.ts';
import { ApiProvider } from '../../src/api/context.ts';
import { fakeServer, json, type FakeAnswer } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { testBill } from '../../src/state/testing.ts';
import { asBill } from '../../tests/fixtures.ts';
import { ProfileForm } from './ProfileForm.tsx';

const read = '/api/api_alfa_get_profilo/c-1';
const write = '/api/api_alfa_put_profilo/c-1';
const stored = {
  idAnagrafica: '0010458321',
  livelloCompletezzaProfilo: 3,
  email: 'mario.rossi@example.it',
  telefono: null,
  emailFatturazione: '',
};

function show(answers: Record<string, FakeAnswer>) {
  const server = fakeServer(answers);
  const api = createApi(
    createClient({
      credentials: () => ({ token: 't', fromCrypto: true }),
      adapter: server.adapter,
    }),
  );
  testBill.getState().setBill(asBill({ doc: { ...bill.document, crypto: 'c-1' } }));
  render(
    <I18nextProvider i18n={createI18n()}>
      <ApiProvider
        value={{
          api,
          media: { downloadMedia: () => Promise.reject(new Error()) },
          startSession: () => undefined,
        }}
      >
        <BillProvider store={testBill}>
          <ProfileForm />
        </BillProvider>
      </ApiProvider>
    </I18nextProvider>,
  );
  return { requests: server.requests, user: userEvent.setup() };
}

const field = (name: string) => screen.findByLabelText<HTMLInputElement>(name, { exact: false });
const saveButton = () => screen.queryByRole('button', { name: 'Salva' });

beforeEach(() => {
  useHost.getState().setSettings({ templateName: 'demo', supplier: 'alfa', locales: ['it'] });
});

describe('ProfileForm (spec §2 digital profile form, §4 "Profile editing", §5 "Profile")', () => {
  it('shows the saved contacts, each optional, and no save button before an edit', async () => {
    show({ [read]: json(stored) });
    expect((await field('E-mail (facoltativo)')).value).toBe('mario.rossi@example.it');
    expect((await field('Telefono')).value).toBe('');
    expect(screen.getByText(/non è ancora completo/)).toBeInTheDocument();
    expect(saveButton()).toBeNull();
  });

  it('names what the profile still lacks, and no longer once the saved answer is complete', async () => {
    const { user } = show({
      [read]: json(stored),
      [write]: json({
        ...stored,
        emailFatturazione: 'bollette@example.it',
        telefono: '+39 333 1234567',
        livelloCompletezzaProfilo: 4,
      }),
    });
    expect(
      await screen.findByText(
        'Il tuo profilo non è ancora completo. Per completarlo aggiungi: E-mail per le bollette e Telefono.',
      ),
    ).toBeInTheDocument();
    await user.type(await field('E-mail per le bollette'), 'bollette@example.it');
    await user.type(await field('Telefono'), '+39 333 1234567');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvare le modifiche?' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il tuo profilo è completo.')).toBeInTheDocument();
    expect(screen.queryByText(/Per completarlo/)).toBeNull();
  });

  it.each([
    [4, 'Il tuo profilo è completo.'],
    ['4', 'Il tuo profilo è completo.'],
  ])(
    'says the profile is complete when livelloCompletezzaProfilo is %j (§4)',
    async (level, text) => {
      show({ [read]: json({ ...stored, livelloCompletezzaProfilo: level }) });
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );

  it('shows the save button on any edit, confirms, saves, and hides the button again (§4)', async () => {
    const { requests, user } = show({
      [read]: json(stored),
      [write]: json({ ...stored, telefono: '+39 333 1234567' }),
    });
    await user.type(await field('Telefono'), '+39 333 1234567');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvare le modifiche?' });
    expect(requests.filter((r) => r.method === 'put')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il tuo profilo è stato salvato.')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'put');
    expect(JSON.parse(String(put?.data))).toEqual({
      idAnagrafica: '0010458321',
      email: 'mario.rossi@example.it',
      emailFatturazione: '',
      telefono: '+39 333 1234567',
    });
    await waitFor(() => {
      expect(saveButton()).toBeNull();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await field('Telefono')).value).toBe('+39 333 1234567');
  });

  it.each([
    ['E-mail (facoltativo)', 'mario.rossi', 'Inserisci un indirizzo e-mail valido'],
    ['E-mail per le bollette', 'fatture@studio', 'Inserisci un indirizzo e-mail valido'],
    ['Telefono', '333 1234567', 'Inserisci un numero di telefono'],
  ])(
    'refuses %s %j with the spec message next to it, focused, nothing sent (§5)',
    async (label, text, message) => {
      const { requests, user } = show({ [read]: json(stored) });
      const input = await field(label);
      await user.clear(input);
      await user.type(input, text);
      await user.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() => {
        expect(input).toHaveAttribute('aria-invalid', 'true');
      });
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(input).toHaveFocus();
      expect(input.value).toBe(text);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(requests.filter((r) => r.method === 'put')).toHaveLength(0);
    },
  );

  it.each([
    ['an empty answer', { body: '' }],
    ['a refusal', json({ type: 'profile-invalid' }, 400)],
  ])('shows the save error on %s and keeps what was typed (§4, §8)', async (_case, answer) => {
    const { user } = show({ [read]: json(stored), [write]: answer });
    const input = await field('E-mail per le bollette');
    await user.type(input, 'fatture@example.it');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salva' }),
    );
    expect(
      await screen.findByText('Si è verificato un errore nel salvataggio, riprova più tardi'),
    ).toBeInTheDocument();
    expect(input.value).toBe('fatture@example.it');
    expect(saveButton()).not.toBeNull();
  });

  it('cancelling the confirmation sends nothing and keeps the edit', async () => {
    const { requests, user } = show({ [read]: json(stored) });
    const input = await field('Telefono');
    await user.type(input, '+39 06 1234567');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annulla' }),
    );
    expect(requests.filter((r) => r.method === 'put')).toHaveLength(0);
    expect(input.value).toBe('+39 06 1234567');
  });

  it('says the profile cannot be read when get_profilo fails, with no fields', async () => {
    show({ [read]: json({}, 500) });
    expect(await screen.findByText(/Non è possibile leggere il tuo profilo/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
