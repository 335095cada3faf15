import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiProvider,
  type HostSettings,
  type Loaded,
  type PaymentRecorded,
} from '../../api/index.ts';
import en from '../../i18n/en.json' with { type: 'json' };
import { createI18n } from '../../i18n/index.ts';
import { createShellStore, ShellProvider } from '../../state/shell.ts';
import { createPageApi } from '../pageApi.tsx';
import CancelPage from './CancelPage.tsx';
import FirstProviderOutcomePage from './FirstProviderOutcomePage.tsx';
import SecondProviderOutcomePage from './SecondProviderOutcomePage.tsx';

const ok = <T,>(value: T): Loaded<T> => ({ ok: true, value });

/** The page's API, handed down to the routes as a parent may; its calls are stubbed per test. */
const page = createPageApi();
const { api } = page;
const hosts = {
  nexi: { templateName: 'bi3', supplier: 'alfa', locales: ['it', 'en'], paymentProvider: 'nexi' },
  worldline: {
    templateName: 'bi3',
    supplier: 'beta',
    locales: ['it'],
    paymentProvider: 'worldline',
  },
} satisfies Record<string, HostSettings>;

function BillStandIn() {
  return <p>bill {new URLSearchParams(useLocation().search).get('id')}</p>;
}

/** Opens a path as the portal routes it, with the server's answers stubbed. */
function open(
  path: string,
  options: { host?: keyof typeof hosts; lang?: string; recorded?: Loaded<PaymentRecorded> } = {},
) {
  const host = hosts[options.host ?? (path.startsWith('/worldline') ? 'worldline' : 'nexi')];
  const lang = options.lang ?? 'it';
  vi.spyOn(api, 'hostSettings').mockResolvedValue(ok(host));
  vi.spyOn(api, 'publicAccess').mockResolvedValue(ok({ token: 't', lang }));
  vi.spyOn(api, 'localeCatalogue').mockResolvedValue(ok(lang === 'en' ? en : {}));
  const mark = vi
    .spyOn(api, 'markPayment')
    .mockResolvedValue(options.recorded ?? ok({ paid: true }));
  render(
    <ApiProvider value={page}>
      {/* A page's shell asks for the host once: each test is a page of its own. */}
      <ShellProvider store={createShellStore()}>
        <I18nextProvider i18n={createI18n()}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/nexiEsito" element={<FirstProviderOutcomePage />} />
              <Route path="/nexiAnnullo" element={<CancelPage provider="nexi" />} />
              <Route path="/worldlineEsito" element={<SecondProviderOutcomePage />} />
              <Route path="/worldlineAnnullo" element={<CancelPage provider="worldline" />} />
              <Route path="/bollettainterattiva" element={<BillStandIn />} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </ShellProvider>
    </ApiProvider>,
  );
  return { mark };
}

const title = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§2, §4 the first provider’s outcome page', () => {
  const paid = '/nexiEsito?id=abc&annullo=0&esito=ok&codTrans=T1&importo=5000&divisa=EUR&mac=m';

  it('shows the skeleton while the link loads', () => {
    open(paid);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the success text for esito OK in any case, focused, and posts the record', async () => {
    const { mark } = open(paid);
    expect(await title('Pagamento riuscito')).toHaveFocus();
    expect(await screen.findByText('La bolletta risulta pagata.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(mark).toHaveBeenCalledWith('alfa', 'abc', {
      esito: 'ok',
      codTrans: 'T1',
      importo: '5000',
      divisa: 'EUR',
      mac: 'm',
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says the bill will show paid once confirmed when the server has not recorded it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open(paid, { recorded: { ok: false, failure: { reason: 'status', status: 400 } } });
    await title('Pagamento riuscito');
    expect(await screen.findByRole('status')).toHaveTextContent(/appena riceviamo la conferma/);
  });

  it('shows the failure text for any other esito, posts nothing and only logs', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { mark } = open('/nexiEsito?id=abc&annullo=0&esito=KO&codiceEsito=103');
    await title('Pagamento non riuscito');
    expect(screen.getByText(/non è andato a buon fine/)).toBeInTheDocument();
    // The log is a passive effect: it may run just after the title is on screen.
    await waitFor(() => {
      expect(info).toHaveBeenCalledOnce();
    });
    expect(mark).not.toHaveBeenCalled();
  });

  it('is the cancellation page with annullo 1, and posts nothing', async () => {
    const { mark } = open('/nexiEsito?id=abc&annullo=1&esito=OK');
    await title('Pagamento annullato');
    expect(mark).not.toHaveBeenCalled();
  });

  it('speaks the language of the link', async () => {
    open(paid, { lang: 'en' });
    await title('Payment successful');
    expect(screen.getByRole('link', { name: 'Back to the bill' })).toBeInTheDocument();
  });

  it('is the not-found page on a host that pays through the other provider', async () => {
    const { mark } = open(paid, { host: 'worldline' });
    await title('Bolletta non trovata');
    expect(mark).not.toHaveBeenCalled();
  });
});

describe('§2 the second provider’s success page asks the server', () => {
  it('shows the title and the OK message (esito_ok) when the server recorded the payment', async () => {
    const { mark } = open('/worldlineEsito?id=xyz&annullo=0');
    expect(await title('Pagamento riuscito')).toHaveFocus();
    expect(screen.getByText(/andato a buon fine e la bolletta risulta pagata/)).toBeInTheDocument();
    expect(mark).toHaveBeenCalledWith('beta', 'xyz', { annullo: '0' });
  });

  it('says the payment is being verified while the server has not recorded it', async () => {
    open('/worldlineEsito?id=xyz', { recorded: ok({ paid: false }) });
    await title('Pagamento in verifica');
    expect(screen.queryByText(/risulta pagata\. Grazie/)).not.toBeInTheDocument();
  });

  it('shows the skeleton, not a title, while the server has not answered', async () => {
    open('/worldlineEsito?id=xyz', { recorded: ok({ paid: true }) });
    vi.spyOn(api, 'markPayment').mockReturnValue(new Promise(() => undefined));
    await waitFor(() => {
      expect(api.markPayment).toHaveBeenCalled();
    });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('says the payment is being verified when the server cannot be asked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open('/worldlineEsito?id=xyz', {
      recorded: { ok: false, failure: { reason: 'network', detail: 'down' } },
    });
    await title('Pagamento in verifica');
  });

  it('is the cancellation page with annullo 1', async () => {
    const { mark } = open('/worldlineEsito?id=xyz&annullo=1');
    await title('Pagamento annullato');
    expect(mark).not.toHaveBeenCalled();
  });
});

describe.each(['nexi', 'worldline'])('§2 the %s cancellation page', (provider) => {
  it('says the payment was cancelled and returns to the same bill', async () => {
    const { mark } = open(`/${provider}Annullo?id=a%2Bb&annullo=1`);
    expect(await title('Pagamento annullato')).toHaveFocus();
    expect(screen.getByText(/la bolletta non è stata pagata/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Torna alla bolletta' }));
    await waitFor(() => {
      expect(screen.getByText('bill a+b')).toBeInTheDocument();
    });
    expect(mark).not.toHaveBeenCalled();
  });
});

describe('project decision 97: the second provider’s refusal on its cancellation address', () => {
  it.each(['KO', 'ko'])(
    'shows the failure for esito=%s, with the way back, and posts nothing',
    async (esito) => {
      const { mark } = open(`/worldlineAnnullo?id=xyz&esito=${esito}`);
      expect(await title('Pagamento non riuscito')).toHaveFocus();
      expect(screen.getByText(/non è andato a buon fine/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Torna alla bolletta' })).toHaveAttribute(
        'href',
        '/bollettainterattiva?id=xyz',
      );
      expect(mark).not.toHaveBeenCalled();
    },
  );

  it.each([
    '/worldlineAnnullo?id=xyz&esito=OK',
    '/worldlineAnnullo?id=xyz',
    '/nexiAnnullo?id=abc&esito=KO',
  ])('shows the cancellation for %s', async (path) => {
    const { mark } = open(path);
    await title('Pagamento annullato');
    expect(mark).not.toHaveBeenCalled();
  });
});
