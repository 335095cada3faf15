import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../src/api/testing.ts';
import { areaFormSections, areaProfile, showInArea } from '../../src/ui/testing/areaProfile.tsx';
import { UserForm } from './UserForm.tsx';

const sections = '/api/customer/userformsection';
const read = '/api/customer/profile/alfa%3ABNCGLI85M52H501X';
const write = '/api/customer/save/alfa%3ABNCGLI85M52H501X';
const answers = { [sections]: json(areaFormSections), [read]: json(areaProfile) };

// Typing with userEvent is slow on a busy machine: room beyond vitest's 5 s default.
describe(
  'the user form drawn from the server’s sections (issue 18, decision 275)',
  { timeout: 20_000 },
  () => {
    it('draws a group per section and a control per field, read-only where the supplier decides', async () => {
      showInArea(<UserForm />, answers);
      const group = await screen.findByRole('group', { name: 'Recapiti' });
      expect(within(group).getByLabelText(/^E-mail/)).toHaveProperty('value', areaProfile.email);
      expect(screen.getByRole('group', { name: 'Dati anagrafici' })).toBeTruthy();
      expect(screen.getByLabelText(/^Codice fiscale/)).toHaveProperty('readOnly', true);
      expect(screen.getByRole('checkbox', { name: 'Bolletta cartacea' })).toHaveProperty(
        'checked',
        false,
      );
      expect(screen.queryByRole('button', { name: 'Salva il modulo' })).toBeNull();
    });

    it('saves the changed fields after the confirmation', async () => {
      const user = userEvent.setup();
      const { requests } = showInArea(<UserForm />, {
        ...answers,
        [write]: json({ ...areaProfile, bollettaCartacea: true }),
      });
      await user.click(await screen.findByRole('checkbox', { name: 'Bolletta cartacea' }));
      await user.click(screen.getByRole('button', { name: 'Salva il modulo' }));
      const dialog = await screen.findByRole('dialog', { name: 'Salvare il modulo?' });
      await user.click(within(dialog).getByRole('button', { name: 'Salva il modulo' }));
      expect(await screen.findByText('Modulo salvato.')).toBeTruthy();
      const sent = requests.find((request) => request.url === write);
      expect(JSON.parse(String(sent?.data))).toEqual({ bollettaCartacea: true });
    });

    it('refuses an empty required field and a bad e-mail before asking (§5)', async () => {
      const user = userEvent.setup();
      showInArea(<UserForm />, answers);
      const email = await screen.findByLabelText(/^E-mail/);
      await user.clear(email);
      await user.click(screen.getByRole('button', { name: 'Salva il modulo' }));
      expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
      await user.type(email, 'giulia@');
      expect(await screen.findByText(/Inserisci un indirizzo e-mail valido/)).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('offers a retry when the sections cannot be read', async () => {
      showInArea(<UserForm />, { [read]: json(areaProfile) });
      expect(await screen.findByRole('button', { name: 'Riprova' })).toBeTruthy();
    });
  },
);
