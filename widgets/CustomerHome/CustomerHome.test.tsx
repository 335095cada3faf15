import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { networkDown } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { announceAreaChange, AreaProvider, type AreaSession } from '../../src/state/area.ts';
import { CustomerHome } from './CustomerHome.tsx';
import { homeOf, homePath, json, sessionWith, unpaidInvoice } from './samples.testing.ts';

function show(session: AreaSession | undefined, widget: ReactElement) {
  const inner = session ? <AreaProvider value={session}>{widget}</AreaProvider> : widget;
  return render(
    <I18nextProvider i18n={createI18n()}>
      <MemoryRouter>{inner}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('CustomerHome summary (spec §1 "home"; decision 300)', () => {
  it('greets the customer and says what is due, with a link to the invoices', async () => {
    show(sessionWith({ [homePath()]: json(homeOf()) }), <CustomerHome />);
    const card = screen.getByRole('region', { name: 'Ciao, Giulia Bianchi' });
    expect(await within(card).findByText('1.234,56 €')).toBeInTheDocument();
    expect(card).toHaveTextContent('2 bollette da pagare');
    expect(card).toHaveTextContent('Codice cliente C-004512');
    expect(within(card).getByRole('link', { name: 'Vai alle bollette' })).toHaveAttribute(
      'href',
      '/invoices',
    );
  });

  it('says nothing is due when the amount due is zero', async () => {
    show(
      sessionWith({ [homePath()]: json(homeOf({ amountDue: 0, unpaidInvoices: 0 })) }),
      <CustomerHome />,
    );
    expect(await screen.findByText('Non hai bollette da pagare.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi le tue bollette' })).toBeInTheDocument();
  });

  it('shows a busy placeholder, then a quiet notice and a retry that loads again', async () => {
    const answers = { [homePath()]: networkDown() } as Record<string, ReturnType<typeof json>>;
    const session = sessionWith(answers);
    show(session, <CustomerHome />);
    expect(screen.getByRole('status', { name: 'Caricamento del riepilogo…' })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(screen.getByText('Non siamo riusciti a caricare il riepilogo.')).toBeInTheDocument();
    answers[homePath()] = json(homeOf());
    await userEvent.click(retry);
    expect(await screen.findByText('1.234,56 €')).toBeInTheDocument();
  });

  it('reads the figures again when another part of the page changes them', async () => {
    const answers = { [homePath()]: json(homeOf()) };
    show(sessionWith(answers), <CustomerHome part="unreadMessages" />);
    expect(await screen.findByRole('link', { name: '3 messaggi non letti' })).toBeInTheDocument();
    // The message list read one: it says so, and the tile shows the server's new count.
    answers[homePath()] = json(homeOf({ unreadMessages: 2 }));
    act(() => {
      announceAreaChange();
    });
    expect(await screen.findByRole('link', { name: '2 messaggi non letti' })).toBeInTheDocument();
  });

  it('asks once for the figures that several parts of a page show', async () => {
    const session = sessionWith({ [homePath()]: json(homeOf()) });
    show(
      session,
      <>
        <CustomerHome part="summary" />
        <CustomerHome part="latestInvoice" />
        <CustomerHome part="unreadMessages" />
      </>,
    );
    await screen.findByRole('link', { name: '3 messaggi non letti' });
    expect(session.requests.map((request) => request.url)).toEqual([homePath()]);
  });

  it('shows nothing outside the customer area or without a customer', () => {
    const { container } = show(undefined, <CustomerHome />);
    expect(container).toBeEmptyDOMElement();
    const registration = show(sessionWith({}, null), <CustomerHome />);
    expect(registration.container).toBeEmptyDOMElement();
  });
});

describe('CustomerHome latest invoice (spec §1; decision 301)', () => {
  it('shows its number, date, amount and status, and opens its bill in a new tab', async () => {
    show(sessionWith({ [homePath()]: json(homeOf()) }), <CustomerHome part="latestInvoice" />);
    const card = await screen.findByRole('region', { name: 'Ultima bolletta' });
    await within(card).findByText('A2026000377');
    expect(card).toHaveTextContent('12/05/2026');
    expect(card).toHaveTextContent('1.234,56 €');
    expect(card).toHaveTextContent('Da pagare entro il 05/06/2026');
    const link = within(card).getByRole('link', {
      name: 'Apri la bolletta (si apre in una nuova scheda)',
    });
    expect(link).toHaveAttribute('href', '/bollettainterattiva?id=sealed.link%2Bid%2F3');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    [{ paid: true, payable: false, document_payment_status: 4 }, 'Pagata'],
    [{ payable: false, document_payment_debt: -12.5 }, 'A credito'],
    // A credit note the supplier closed (status 4: the server calls it paid) is still a credit.
    [
      { paid: true, payable: false, document_payment_status: 4, document_payment_debt: -45.8 },
      'A credito',
    ],
    [{ payable: false, document_payment_debt: 0, document_payment_status: 0 }, 'Annullata'],
    [{ payable: false, document_payment_status: 3 }, 'Pagamento in verifica'],
    [{ payable: false, document_payment_debt: 0, document_payment_status: 2 }, 'Nulla da pagare'],
    [{ document_payment_expiry: null }, 'Da pagare'],
  ])('%j reads "%s"', async (change, text) => {
    const latestInvoice = { ...unpaidInvoice, ...change };
    show(
      sessionWith({ [homePath()]: json(homeOf({ latestInvoice })) }),
      <CustomerHome part="latestInvoice" />,
    );
    const status = await screen.findByText('Stato');
    expect(status.nextElementSibling?.textContent).toBe(text);
  });

  it('says there is no invoice yet before the first', async () => {
    show(
      sessionWith({ [homePath()]: json(homeOf({ latestInvoice: null })) }),
      <CustomerHome part="latestInvoice" />,
    );
    expect(await screen.findByText('Non ci sono ancora bollette.')).toBeInTheDocument();
  });
});

describe('CustomerHome tiles (spec §1; decision 300)', () => {
  it.each([
    ['newInvoices', '1 bolletta nuova', '/invoices'],
    ['unreadMessages', '3 messaggi non letti', '/messages'],
    ['activeContracts', '2 contratti attivi', '/contracts'],
  ] as const)('%s links to its page as "%s"', async (part, name, href) => {
    show(sessionWith({ [homePath()]: json(homeOf()) }), <CustomerHome part={part} />);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('asks again for the customer the client selector picks', async () => {
    const condominium = { id: 'alfa:97712340015', name: 'Condominio Via Po 3', code: 'C-1' };
    const answers = {
      [homePath()]: json(homeOf()),
      [homePath(condominium.id)]: json(homeOf({ unreadMessages: 1 })),
    };
    const { rerender } = show(sessionWith(answers), <CustomerHome part="unreadMessages" />);
    await screen.findByRole('link', { name: '3 messaggi non letti' });
    rerender(
      <I18nextProvider i18n={createI18n()}>
        <MemoryRouter>
          <AreaProvider value={{ ...sessionWith(answers), customer: condominium }}>
            <CustomerHome part="unreadMessages" />
          </AreaProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('link', { name: '1 messaggio non letto' })).toBeInTheDocument();
  });
});
