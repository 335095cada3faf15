import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import alfaPayable from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import betaSecondProvider from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import { createApi } from '../../src/api/calls.ts';
import { createClient } from '../../src/api/client.ts';
import { fakeServer, json, networkDown, type FakeAnswer } from '../../src/api/testing.ts';
import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
import { useHost } from '../../src/state/host.ts';
import { showWith } from '../../src/ui/testing/testing.tsx';
import { PaymentCard } from './PaymentCard.tsx';
import { PaymentEnvironmentContext, type PaymentEnvironment } from './paymentEnvironment.ts';

const alfaHost: HostSettings = {
  templateName: 'bi3',
  supplier: 'alfa',
  supplierName: 'Alfa Energia',
  locales: ['it'],
  nexiServerToServerUrl: '/api/nexi/s2s',
};
const betaHost: HostSettings = {
  templateName: 'bi3',
  supplier: 'beta',
  supplierName: 'Beta Gas',
  locales: ['it'],
  worldlineServerToServerUrl: '/api/worldline/webhook',
};
const location = { origin: 'https://bolletta.test', hostname: 'bolletta.test' };
const host64 = btoa('bolletta.test');
const postData = {
  alias: 'AL',
  codTrans: 'T1',
  divisa: 'EUR',
  importo: '10973',
  mac: 'm',
  languageId: 'ITA',
};

/** The card over a bill, with a fake server behind the calls and spies for leaving the page. */
function open(doc: object, host: HostSettings | undefined, answers: Record<string, FakeAnswer>) {
  useHost.setState({ settings: host });
  const server = fakeServer(answers);
  const environment = {
    api: createApi(
      createClient({
        credentials: () => ({ token: 't', fromCrypto: true }),
        adapter: server.adapter,
      }),
    ),
    location: () => location,
    submitForm: vi.fn(),
    assign: vi.fn(),
    reload: vi.fn(),
  } satisfies PaymentEnvironment;
  showWith(
    { ...doc, crypto: 'c-0001', detail: 'slip-0001' },
    <PaymentEnvironmentContext.Provider value={environment}>
      <PaymentCard />
    </PaymentEnvironmentContext.Provider>,
  );
  return { environment, requests: server.requests };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const nexi = {
  verify: '/api/api_alfa_verifica/c-0001',
  profile: '/api/api_alfa_get_profilo/c-0001',
  start: '/api/api_alfa_pagamento/c-0001',
};
const payable = {
  [nexi.verify]: json(1),
  [nexi.profile]: json({ emailFatturazione: 'giulia@example.test' }),
  [nexi.start]: json({ post_data: postData, url: 'https://ecommerce.nexi.test/ecomm' }),
};

describe('PaymentCard: the first card provider (spec §4 "First card provider flow", §8)', () => {
  it('posts the exact fields to the provider, busy meanwhile', async () => {
    const { environment } = open(alfaPayable.document, alfaHost, payable);
    const button = screen.getByRole('button', { name: 'Paga con carta' });
    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Avvio del pagamento…');
    await waitFor(() => {
      expect(environment.submitForm).toHaveBeenCalledOnce();
    });
    expect(environment.submitForm).toHaveBeenCalledWith('https://ecommerce.nexi.test/ecomm', {
      ...postData,
      url: 'https://bolletta.test/nexiEsito?id=c-0001&annullo=0',
      url_back: 'https://bolletta.test/nexiAnnullo?id=c-0001&annullo=1',
      urlpost: `https://bolletta.test/api/nexi/s2s/c-0001/${host64}`,
      mail: 'giulia@example.test',
      descrizione: 'Bolletta n. A2026000101',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[string, Record<string, FakeAnswer>]>([
    ['verify is not 1', { [nexi.verify]: json(4) }],
    ['verify fails', { [nexi.verify]: networkDown() }],
    ['the profile fails', { [nexi.profile]: json({}, 500) }],
    ['post_data is null', { [nexi.start]: json({ post_data: null, url: 'https://x.test' }) }],
    ['url is null', { [nexi.start]: json({ post_data: postData, url: null }) }],
    ['the payment call is refused', { [nexi.start]: json({}, 409) }],
  ])('opens the error dialog when %s, and "Chiudi" reloads the page', async (_case, change) => {
    const { environment } = open(alfaPayable.document, alfaHost, { ...payable, ...change });
    fireEvent.click(screen.getByRole('button', { name: 'Paga con carta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento non disponibile' });
    expect(dialog).toHaveTextContent(/Non è stato possibile avviare il pagamento con carta/);
    // One "Chiudi", the dialog's own action (no second × of the same name), with the focus.
    const close = within(dialog).getByRole('button', { name: 'Chiudi' });
    expect(close).toHaveFocus();
    expect(environment.submitForm).not.toHaveBeenCalled();
    fireEvent.click(close);
    expect(environment.reload).toHaveBeenCalledOnce();
  });

  it('opens the error dialog without asking when the host settings are missing', async () => {
    const { requests } = open(alfaPayable.document, undefined, payable);
    fireEvent.click(screen.getByRole('button', { name: 'Paga con carta' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

const worldline = '/api/api_beta_pagamento/c-0001';

describe('PaymentCard: the second card provider (spec §4 "Second card provider flow", §8)', () => {
  it('posts the portal’s addresses and sends the browser to the checkout URL', async () => {
    const { environment, requests } = open(betaSecondProvider.document, betaHost, {
      [worldline]: json('https://checkout.worldline.test/pay/T1'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Paga online con carta' }));
    await waitFor(() => {
      expect(environment.assign).toHaveBeenCalledWith('https://checkout.worldline.test/pay/T1');
    });
    expect(JSON.parse(String(requests[0]?.data))).toEqual({
      success_url: 'https://bolletta.test/worldlineEsito?id=c-0001',
      error_url: 'https://bolletta.test/worldlineAnnullo?id=c-0001',
      callback_url: `https://bolletta.test/api/worldline/webhook/c-0001/${host64}`,
    });
  });

  it.each<[string, FakeAnswer]>([
    ['"ko"', json('ko')],
    ['null', json(null)],
    ['a failed call', networkDown()],
  ])('opens the error dialog on %s, and "Chiudi" only dismisses it', async (_case, answer) => {
    const { environment } = open(betaSecondProvider.document, betaHost, { [worldline]: answer });
    const button = screen.getByRole('button', { name: 'Paga online con carta' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento non disponibile' });
    expect(dialog).toHaveTextContent(/pagamento online con carta non è disponibile/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(environment.reload).not.toHaveBeenCalled();
    expect(environment.assign).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });
});

describe('PaymentCard: the bill-payment option (project decision 98)', () => {
  const withOption = { ...alfaPayable.document, bolletta_interattiva_pagaora_bollettino: 1 };

  it('opens "Paga con bollettino / avviso" with what a counter asks for and the slip', () => {
    open(withOption, alfaHost, {});
    const button = screen.getByRole('button', { name: 'Paga con bollettino' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Paga con bollettino / avviso' });
    const facts = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Beneficiario', 'Alfa Energia'],
      ['Codice avviso', '301000000104583210'],
      ['Codice cliente', '0010458321'],
      ['Importo da pagare', '109,73 €'],
      ['Scadenza', '25/03/2026'],
      ['Numero bolletta', 'A2026000101'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Scarica il bollettino' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no slip in the dialog when the document names no file', () => {
    useHost.setState({ settings: undefined });
    showWith({ ...withOption, crypto: 'c-0001' }, <PaymentCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Paga con bollettino' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /bollettino/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Beneficiario')).not.toBeInTheDocument();
  });
});
