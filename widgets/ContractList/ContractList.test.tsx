import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createAreaCalls } from '../../src/api/areaCalls.ts';
import { fakeLogin, json, type FakeAnswer } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { AreaProvider, type AreaSession } from '../../src/state/area.ts';
import { valueOf } from '../../src/ui/testing/testing.tsx';
import { ContractList } from './ContractList.tsx';
import { contractAnswers } from './ContractList.testing.ts';

const giulia = { id: 'alfa:BNCGLI85M52H501X', name: 'Giulia Bianchi', code: undefined };
const condominium = {
  id: 'alfa:97712340015',
  name: 'Condominio Via dei Mille 24',
  code: undefined,
};

function show(answers: Record<string, FakeAnswer> = contractAnswers(), widget = <ContractList />) {
  const login = fakeLogin(answers);
  const calls = createAreaCalls(login.client);
  const session = (customer: AreaSession['customer']): AreaSession => ({
    calls,
    client: login.client,
    media: login.media,
    customer,
  });
  const i18n = createI18n();
  const tree = (customer: AreaSession['customer'], element: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <AreaProvider value={session(customer)}>{element}</AreaProvider>
    </I18nextProvider>
  );
  const view = render(tree(giulia, widget));
  return {
    requests: login.requests,
    choose: (customer: AreaSession['customer']) => {
      view.rerender(tree(customer, widget));
    },
  };
}

describe('ContractList (spec §1 "contracts (headers, details, dialogs)")', () => {
  it('shows a card per contract of the chosen customer: offer, status, point, address, start', async () => {
    show();
    const card = await screen.findByRole('region', { name: 'Prezzo fisso 24 mesi' });
    expect(screen.getByText('Contratti di Giulia Bianchi')).toBeInTheDocument();
    expect(within(card).getByText('Attivo')).toBeInTheDocument();
    expect(valueOf('Fornitura')).toBe('Energia elettrica');
    expect(valueOf('POD')).toBe('IT001E12345678');
    expect(valueOf('Indirizzo di fornitura')).toBe('Via Appia Nuova 215, 00183 Roma RM');
    expect(valueOf('Inizio fornitura')).toBe('01/04/2019');
    expect(valueOf('Codice contratto')).toBe('CTR-2019-004518');
  });

  it('shows the details on demand, grouped, each value by the bill rule for it', async () => {
    const user = userEvent.setup();
    show();
    const toggle = await screen.findByRole('button', { name: 'Dettagli del contratto' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { name: 'Dati del contratto' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Dati del contratto',
      'Offerta',
      'Fornitura',
      'Contatore',
      'Richieste sul contratto',
    ]);
    // The rows the card shows already (code, POD, start) are not repeated.
    const data = screen.getByRole('heading', { name: 'Dati del contratto' }).parentElement;
    expect(
      within(data ?? document.body)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Codice sede', 'Codice offerta']);
    expect(valueOf('Potenza impegnata')).toBe('4,5 kW');
    expect(valueOf('Tensione')).toBe('230 V');
    expect(valueOf('Data attivazione fornitura')).toBe('01/04/2019');
    await user.click(toggle);
    expect(screen.queryByRole('heading', { name: 'Dati del contratto' })).not.toBeInTheDocument();
  });

  it('opens a request in a labelled dialog with its facts and the way to make it', async () => {
    const user = userEvent.setup();
    show();
    const requests = await screen.findByRole('group', { name: 'Richieste sul contratto' });
    expect(
      (await within(requests).findAllByRole('button')).map((button) => button.textContent),
    ).toEqual([
      'Modifica della potenza',
      'Cambio intestatario (voltura)',
      'Disdetta del contratto',
      'Domiciliazione bancaria',
    ]);
    await user.click(
      within(requests).getByRole('button', { name: 'Cambio intestatario (voltura)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cambio intestatario (voltura)' });
    expect(
      await within(dialog).findByText(/serve la richiesta del nuovo intestatario/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('CTR-2019-004518', { selector: 'span' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        (_, node) => /indicando il contratto CTR-2019-004518\.$/.test(node?.textContent ?? ''),
        { selector: 'p' },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Vai al modulo di contatto' })).toHaveAttribute(
      'href',
      '/contacts',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again for the contracts of the customer chosen next', async () => {
    const { choose } = show();
    await screen.findByRole('region', { name: 'Prezzo fisso 24 mesi' });
    choose(condominium);
    const card = await screen.findByRole('region', {
      name: 'Alfa Business Flex – prezzo indicizzato',
    });
    expect(screen.queryByRole('region', { name: 'Prezzo fisso 24 mesi' })).not.toBeInTheDocument();
    expect(within(card).getByText('PDR')).toBeInTheDocument();
    expect(screen.getByText('Contratti di Condominio Via dei Mille 24')).toBeInTheDocument();
    expect(
      await within(card).findByText('Per questo contratto non ci sono richieste da fare qui.'),
    ).toBeInTheDocument();
  });

  it('is busy while the contracts load', () => {
    show();
    expect(screen.getByRole('region', { name: 'Caricamento dei contratti…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('says when the customer has no contract', async () => {
    show({ '/api/contract/headers/alfa%3ABNCGLI85M52H501X': json({ contracts: [] }) });
    expect(
      await screen.findByText('Non ci sono contratti per questo cliente.'),
    ).toBeInTheDocument();
  });

  it('shows a quiet notice when the contracts do not load, and asks again on retry', async () => {
    const user = userEvent.setup();
    const answers = contractAnswers();
    const path = '/api/contract/headers/alfa%3ABNCGLI85M52H501X';
    const good = answers[path];
    answers[path] = { status: 500, body: '{}' };
    show(answers);
    expect(
      await screen.findByText('Non è stato possibile caricare i contratti.'),
    ).toBeInTheDocument();
    if (good) answers[path] = good;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: 'Prezzo fisso 24 mesi' })).toBeInTheDocument();
  });

  it('leaves out details and requests when the template says so', async () => {
    const { requests } = show(
      contractAnswers(),
      <ContractList showDetails={false} showRequests={false} />,
    );
    await screen.findByRole('region', { name: 'Prezzo fisso 24 mesi' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/contract/headers/alfa%3ABNCGLI85M52H501X',
    ]);
  });
});
