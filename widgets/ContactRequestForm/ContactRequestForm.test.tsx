import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../src/api/testing.ts';
import { showInArea } from '../../src/ui/testing/areaProfile.tsx';
import { ContactRequestForm } from './ContactRequestForm.tsx';

const path = '/api/contacts/sendemail/alfa%3ABNCGLI85M52H501X';
const pdf = (size: number) =>
  new File([new Uint8Array(size)], 'ricevuta.pdf', { type: 'application/pdf' });

async function fill(user: ReturnType<typeof userEvent.setup>, category: string) {
  await user.selectOptions(screen.getByLabelText(/^Argomento/), category);
  await user.type(screen.getByLabelText(/^Messaggio/), 'Vorrei il piano di rientro.');
}

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Invia' }));
  const dialog = await screen.findByRole('dialog', { name: 'Inviare la richiesta?' });
  await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
}

// Typing with userEvent is slow on a busy machine: room beyond vitest's 5 s default.
describe(
  'the area’s message to customer care (issue 18, spec §4 "Customer-care form", §5)',
  { timeout: 20_000 },
  () => {
    it('fills the subject from the category and the customer code', async () => {
      const user = userEvent.setup();
      showInArea(<ContactRequestForm />, {});
      await user.selectOptions(screen.getByLabelText(/^Argomento/), 'Richiesta rimborso');
      expect(screen.getByLabelText(/^Oggetto/)).toHaveProperty(
        'value',
        'Richiesta rimborso | 0010458321',
      );
    });

    it('sends after the confirmation, says "invio ok" and empties the form on the answer 1', async () => {
      const user = userEvent.setup();
      const { requests } = showInArea(<ContactRequestForm />, { [path]: json(1) });
      await fill(user, 'Richiesta rateizzazione fattura');
      await confirm(user);
      const result = await screen.findByText(/Richiesta inviata/);
      // WCAG 2.4.3: after "Conferma" the focus is on the result, not on <body>.
      await waitFor(() => {
        expect(result).toHaveFocus();
      });
      expect(JSON.parse(String(requests.find((r) => r.url === path)?.data))).toEqual({
        category: 'Richiesta rateizzazione fattura',
        subject: 'Richiesta rateizzazione fattura | 0010458321',
        description: 'Vorrei il piano di rientro.',
      });
      expect(screen.getByLabelText(/^Messaggio/)).toHaveProperty('value', '');
    });

    it('says "invio ko" and keeps the text when the send fails', async () => {
      const user = userEvent.setup();
      showInArea(<ContactRequestForm />, { [path]: json({ statusCode: 500 }, 500) });
      await fill(user, 'Richiesta rimborso');
      await confirm(user);
      const result = await screen.findByText(/Invio non riuscito/);
      await waitFor(() => {
        expect(result).toHaveFocus();
      });
      expect(screen.getByLabelText(/^Messaggio/)).toHaveProperty(
        'value',
        'Vorrei il piano di rientro.',
      );
    });

    it('asks for an attachment for proof of payment ("allegato ko") before any dialog', async () => {
      const user = userEvent.setup();
      showInArea(<ContactRequestForm />, {});
      await fill(user, 'Evidenza pagamento');
      await user.click(screen.getByRole('button', { name: 'Invia' }));
      expect(await screen.findByText("Per l'evidenza di pagamento serve un allegato")).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('refuses a file over 2,097,152 bytes at once ("allegato peso")', async () => {
      const user = userEvent.setup();
      showInArea(<ContactRequestForm />, {});
      await user.upload(screen.getByLabelText(/^Allegato/), pdf(2_097_153));
      expect(await screen.findByText("L'allegato supera i 2 MB")).toBeTruthy();
      expect(screen.queryByText(/Scelto:/)).toBeNull();
    });

    it('sends a chosen file as a data URL', async () => {
      const user = userEvent.setup();
      const { requests } = showInArea(<ContactRequestForm />, { [path]: json(1) });
      await fill(user, 'Evidenza pagamento');
      await user.upload(screen.getByLabelText(/^Allegato/), pdf(16));
      expect(screen.getByText('Scelto: ricevuta.pdf')).toBeTruthy();
      await confirm(user);
      expect(await screen.findByText(/Richiesta inviata/)).toBeTruthy();
      const sent = JSON.parse(String(requests.find((r) => r.url === path)?.data)) as {
        files: { name: string; content: string }[];
      };
      expect(sent.files[0]?.name).toBe('ricevuta.pdf');
      expect(sent.files[0]?.content).toMatch(/^data:application\/pdf;base64,/);
    });
  },
);
