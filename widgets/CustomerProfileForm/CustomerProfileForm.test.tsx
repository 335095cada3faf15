import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { json } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { areaProfile, showInArea } from '../../src/ui/testing/areaProfile.tsx';
import { CustomerProfileForm } from './CustomerProfileForm.tsx';

const read = '/api/customer/profile/alfa%3ABNCGLI85M52H501X';
const write = '/api/customer/save/alfa%3ABNCGLI85M52H501X';
const password = '/api/customer/password/reset';

const body = (request: { data?: unknown } | undefined): unknown =>
  JSON.parse(String(request?.data));

// Typing with userEvent is slow on a busy machine: room beyond vitest's 5 s default.
describe(
  'the area profile (issue 18, spec §4 "Profile editing", §5 "Profile")',
  { timeout: 20_000 },
  () => {
    it('shows the customer’s data and saved contacts, with no save button before an edit', async () => {
      showInArea(<CustomerProfileForm />, { [read]: json(areaProfile) });
      expect(await screen.findByText('BNCGLI85M52H501X')).toBeTruthy();
      expect(screen.getByText('Via Roma 12, 20121 Milano (MI)')).toBeTruthy();
      expect(screen.getByLabelText(/^Telefono/)).toHaveProperty('value', '+39 333 4521876');
      expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    });

    it('saves only the edited field after the confirmation, then hides the button', async () => {
      const user = userEvent.setup();
      const saved = { ...areaProfile, pec: 'giulia@pec.example.it' };
      const { requests } = showInArea(<CustomerProfileForm />, {
        [read]: json(areaProfile),
        [write]: json(saved),
      });
      await user.type(await screen.findByLabelText(/^PEC/), 'giulia@pec.example.it');
      await user.click(screen.getByRole('button', { name: 'Salva' }));
      const dialog = await screen.findByRole('dialog', { name: 'Salvare le modifiche?' });
      await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
      expect(await screen.findByText('Dati salvati.')).toBeTruthy();
      expect(body(requests.find((r) => r.url === write))).toEqual({ pec: 'giulia@pec.example.it' });
      expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    });

    it('refuses a phone without the international prefix before asking anything (§5)', async () => {
      const user = userEvent.setup();
      const { requests } = showInArea(<CustomerProfileForm />, { [read]: json(areaProfile) });
      const phone = await screen.findByLabelText(/^Telefono/);
      await user.clear(phone);
      await user.type(phone, '333 1234567');
      await user.click(screen.getByRole('button', { name: 'Salva' }));
      expect(await screen.findByText(/Inserisci un numero che inizi con \+/)).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(requests.some((r) => r.url === write)).toBe(false);
    });

    it('shows §8’s save error and keeps the edit when the save fails', async () => {
      const user = userEvent.setup();
      showInArea(<CustomerProfileForm />, {
        [read]: json(areaProfile),
        [write]: json({ statusCode: 500 }, 500),
      });
      const pec = await screen.findByLabelText(/^PEC/);
      await user.type(pec, 'g@pec.example.it');
      await user.click(screen.getByRole('button', { name: 'Salva' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salva' }),
      );
      expect(await screen.findByText(/errore nel salvataggio/)).toBeTruthy();
      expect(pec).toHaveProperty('value', 'g@pec.example.it');
    });

    it('offers a retry when the profile cannot be read', async () => {
      showInArea(<CustomerProfileForm password={false} />, {});
      expect(await screen.findByText(/Non è stato possibile leggere i tuoi dati/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
    });

    it('changes the password once the new one follows the rules (decision 273)', async () => {
      const user = userEvent.setup();
      const { requests } = showInArea(<CustomerProfileForm />, {
        [read]: json(areaProfile),
        [password]: json(1),
      });
      await user.type(await screen.findByLabelText(/^Password attuale/), 'Quadro-Demo-2026');
      await user.type(screen.getByLabelText(/^Nuova password/), 'corta1');
      await user.type(screen.getByLabelText(/^Ripeti la nuova password/), 'corta1');
      await user.click(screen.getByRole('button', { name: 'Cambia password' }));
      expect((await screen.findAllByText(/Almeno 10 caratteri/)).length).toBeGreaterThan(1);
      await user.clear(screen.getByLabelText(/^Nuova password/));
      await user.type(screen.getByLabelText(/^Nuova password/), 'Nuova-Password-2027');
      await user.clear(screen.getByLabelText(/^Ripeti la nuova password/));
      await user.type(screen.getByLabelText(/^Ripeti la nuova password/), 'Nuova-Password-2027');
      await user.click(screen.getByRole('button', { name: 'Cambia password' }));
      expect(await screen.findByText(/Password cambiata/)).toBeTruthy();
      expect(body(requests.find((r) => r.url === password))).toEqual({
        current_password: 'Quadro-Demo-2026',
        password: 'Nuova-Password-2027',
        password_confirmation: 'Nuova-Password-2027',
      });
      await waitFor(() => {
        expect(screen.getByLabelText(/^Password attuale/)).toHaveProperty('value', '');
      });
    });

    it('says a wrong current password was the reason of a refusal', async () => {
      const user = userEvent.setup();
      showInArea(<CustomerProfileForm />, {
        [read]: json(areaProfile),
        [password]: json({ statusCode: 400, code: 'current-password-wrong' }, 400),
      });
      await user.type(await screen.findByLabelText(/^Password attuale/), 'Sbagliata-0000');
      await user.type(screen.getByLabelText(/^Nuova password/), 'Nuova-Password-2027');
      await user.type(screen.getByLabelText(/^Ripeti la nuova password/), 'Nuova-Password-2027');
      await user.click(screen.getByRole('button', { name: 'Cambia password' }));
      expect(await screen.findByText(/la password attuale non è corretta/)).toBeTruthy();
    });

    it('shows a quiet notice outside an area page', () => {
      render(
        <I18nextProvider i18n={createI18n()}>
          <CustomerProfileForm />
        </I18nextProvider>,
      );
      expect(screen.getByRole('status').textContent).toMatch(/area clienti/);
    });
  },
);
