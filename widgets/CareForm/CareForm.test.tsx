import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import beta from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import { createApi } from '../../src/api/calls.ts';
import { createClient } from '../../src/api/client.ts';
import { ApiProvider } from '../../src/api/context.ts';
import { fakeServer, json, type FakeAnswer } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { testBill } from '../../src/state/testing.ts';
import { asBill } from '../../tests/fixtures.ts';
import { testMedia } from '../../src/ui/testing/testing.tsx';
import { CareForm } from './CareForm.tsx';
import type { CareFormProps } from './props.gen.ts';

const MESSAGGIO = '/api/api_beta_messaggio/c-0001';
const SENDEMAIL = '/api/bollettainterattiva/sendemail/c-0001';

beforeEach(() => {
  useHost.setState({
    settings: { templateName: 'bi3', supplier: 'beta', supplierName: 'Beta Gas', locales: ['it'] },
  });
});

function show(props: CareFormProps, answers: Record<string, FakeAnswer> = {}) {
  const server = fakeServer(answers);
  const api = createApi(
    createClient({
      credentials: () => ({ token: 't', fromCrypto: true }),
      adapter: server.adapter,
    }),
  );
  testBill.getState().setBill(asBill({ doc: { ...beta.document, crypto: 'c-0001' } }));
  render(
    <I18nextProvider i18n={createI18n()}>
      <ApiProvider value={{ api, media: testMedia, startSession: () => undefined }}>
        <BillProvider store={testBill}>
          <CareForm {...props} />
        </BillProvider>
      </ApiProvider>
    </I18nextProvider>,
  );
  const sent = () =>
    server.requests.map((request) => ({
      url: request.url,
      body: JSON.parse(String(request.data)) as Record<string, unknown>,
    }));
  return { user: userEvent.setup(), sent };
}

const category = () => screen.findByRole('combobox', { name: 'Argomento' });
const subject = () => screen.getByRole('textbox', { name: 'Oggetto' });
const description = () => screen.getByRole('textbox', { name: 'Descrizione' });
const attachment = () => screen.getByLabelText('Allegato');
const pdf = (size: number, name = 'ricevuta.pdf') =>
  new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' });

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Inviare la richiesta?' });
  await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
}

describe('§5 customer-care categories and subject', () => {
  it('offers the current list for the supplier request and the older one for the e-mail', async () => {
    show({ request: 'messaggio' });
    const options = within(await category()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Scegli un argomento',
      'Evidenza pagamento',
      'Richiesta Estratto conto/stato pagamenti',
      'Richiesta rateizzazione fattura',
      'Modifica dati contrattuali',
      'Richiesta rimborso',
    ]);
  });

  it('offers the older list with the e-mail request', async () => {
    show({ request: 'sendemail', variant: 'panel' });
    const options = within(await category()).getAllByRole('option');
    expect(options.slice(1).map((option) => option.textContent)).toEqual([
      'Evidenza di pagamento',
      'Estratto conto',
      'Richiesta rateizzazione fattura',
      'Rimborso',
    ]);
    // §5: the hint names the category as this list offers it.
    expect(screen.getByLabelText(/^Allegato/)).toHaveAccessibleDescription(
      expect.stringContaining('Obbligatorio per «Evidenza di pagamento».') as string,
    );
  });

  it("names the current list's proof-of-payment category in the attachment hint", async () => {
    show({});
    await category();
    expect(screen.getByLabelText(/^Allegato/)).toHaveAccessibleDescription(
      expect.stringContaining('Obbligatorio per «Evidenza pagamento».') as string,
    );
  });

  it('fills the subject as category | customer code | notice number', async () => {
    const { user } = show({});
    await user.selectOptions(await category(), 'Richiesta rimborso');
    expect(subject()).toHaveValue('Richiesta rimborso | B-000481 | 302000000004810026');
  });
});

describe('§5 refusals', () => {
  it('refuses an empty form with the required message beside each field, focus on the first', async () => {
    const { user, sent } = show({});
    await user.click(await screen.findByRole('button', { name: 'Invia la richiesta' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Argomento' })).toHaveFocus());
    for (const field of [screen.getByRole('combobox'), subject(), description()]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Questo campo è obbligatorio.');
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('asks for the receipt for Evidenza pagamento ("allegato ko")', async () => {
    const { user } = show({});
    await user.selectOptions(await category(), 'Evidenza pagamento');
    await user.type(description(), 'Ho pagato il 3 ottobre.');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    await waitFor(() => expect(attachment()).toHaveFocus());
    expect(attachment()).toHaveAccessibleDescription(
      /PDF o immagine.*Per questo argomento allega la ricevuta del pagamento\./,
    );
  });

  it('refuses and clears a file over 2,097,152 bytes before anything is sent ("allegato peso")', async () => {
    const { sent } = show({});
    await category();
    fireEvent.change(attachment(), { target: { files: [pdf(2_097_153)] } });
    expect(
      await screen.findByText('Il file supera i 2 MB: scegli un file più piccolo.'),
    ).toBeVisible();
    expect(attachment()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/File scelto/)).not.toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('takes a file of exactly 2,097,152 bytes, and removes it on request', async () => {
    const { user } = show({});
    await category();
    fireEvent.change(attachment(), { target: { files: [pdf(2_097_152)] } });
    expect(await screen.findByText('File scelto: ricevuta.pdf')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Rimuovi ricevuta.pdf' }));
    expect(screen.queryByText('File scelto: ricevuta.pdf')).not.toBeInTheDocument();
    expect(attachment()).toHaveFocus();
  });
});

describe('§4 confirm, send, result', () => {
  it('sends the supplier request with the §9 derived values and the file, then resets ("invio ok")', async () => {
    const { user, sent } = show({}, { [MESSAGGIO]: json(1) });
    await user.selectOptions(await category(), 'Evidenza pagamento');
    await user.type(description(), 'Ricevuta del bonifico.');
    fireEvent.change(attachment(), { target: { files: [pdf(12)] } });
    await screen.findByText('File scelto: ricevuta.pdf');
    await confirm(user);
    const result = await screen.findByText(/Richiesta inviata/);
    expect(result).toBeVisible();
    // WCAG 2.4.3: after "Conferma" the focus is on the result, not on <body>.
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
    const [request] = sent();
    expect(request?.url).toBe(MESSAGGIO);
    expect(request?.body).toEqual({
      email: '',
      idAnagrafica: 'B-000481',
      idFattura: 'B2026010044',
      description: 'Ricevuta del bonifico.',
      category: 'Evidenza pagamento',
      priority: 'High',
      owner: 'Pagamenti_AT',
      typology: 'Credito',
      subcategory: '',
      files: [
        { name: 'ricevuta.pdf', content: `data:application/pdf;base64,${btoa('%'.repeat(12))}` },
      ],
    });
    expect(description()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Argomento' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Invia la richiesta' })).toBeDisabled();
  });

  it('keeps the text and says "invio ko" on any answer but 1', async () => {
    const { user } = show({}, { [MESSAGGIO]: json(0) });
    await user.selectOptions(await category(), 'Richiesta rimborso');
    await user.type(description(), 'Vorrei il rimborso.');
    await confirm(user);
    const result = await screen.findByText(/Non è stato possibile inviare la richiesta/);
    expect(result).toBeVisible();
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
    expect(description()).toHaveValue('Vorrei il rimborso.');
  });

  it('shows the server’s 413 as the attachment’s own message', async () => {
    const { user } = show({}, { [MESSAGGIO]: json({ status: 413 }, 413) });
    await user.selectOptions(await category(), 'Richiesta rimborso');
    await user.type(description(), 'Vorrei il rimborso.');
    await confirm(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Il file supera i 2 MB');
  });

  it('sends the older e-mail request with subject and category', async () => {
    const { user, sent } = show({ request: 'sendemail' }, { [SENDEMAIL]: json(1) });
    await user.selectOptions(await category(), 'Estratto conto');
    await user.type(description(), 'Mi serve l’estratto conto.');
    await confirm(user);
    await screen.findByText(/Richiesta inviata/);
    expect(sent()).toEqual([
      {
        url: SENDEMAIL,
        body: {
          categoria: 'Estratto conto',
          oggetto: 'Estratto conto | B-000481 | 302000000004810026',
          messaggio: 'Mi serve l’estratto conto.',
        },
      },
    ]);
  });
});
