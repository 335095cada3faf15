import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, networkDown, type FakeAnswer } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { AreaProvider, type AreaSession } from '../../src/state/area.ts';
import { InvoiceList } from './InvoiceList.tsx';
import type { InvoiceListProps } from './props.gen.ts';
import { customer, fakeArea, invoiceAnswers, sampleInvoices } from './samples.ts';

const listPath = (view: string) =>
  `/api/document/${encodeURIComponent(customer.id)}/invoices/${view}`;

function show(answers: Record<string, FakeAnswer>, props: InvoiceListProps = {}) {
  const { session, requests } = fakeArea(answers);
  render(
    <I18nextProvider i18n={createI18n()}>
      <AreaProvider value={session}>
        <InvoiceList {...props} />
      </AreaProvider>
    </I18nextProvider>,
  );
  return { session, requests };
}

const rows = () => screen.getAllByRole('row').slice(1);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InvoiceList (spec §1 "invoices", issue 18)', () => {
  it('lists every invoice: number, new mark, d/m/Y dates, supply, amount and §4 status', async () => {
    show(invoiceAnswers());
    await waitFor(() => {
      expect(rows()).toHaveLength(3);
    });
    const [gas, power, paid] = rows();
    expect(gas).toHaveTextContent('A2026000877Nuova');
    expect(gas).toHaveTextContent('10/02/2026');
    expect(gas).toHaveTextContent('Gas');
    expect(gas).toHaveTextContent('1.234,56 €');
    expect(gas).toHaveTextContent('02/03/2026');
    expect(gas).toHaveTextContent('Da pagare');
    expect(power).toHaveTextContent('Luce');
    expect(power).toHaveTextContent('Addebito in conto');
    expect(power).not.toHaveTextContent('Nuova');
    // A text amount is shown as written (decision 7); a paid bill shows no due date.
    expect(paid).toHaveTextContent('56,10 euro');
    expect(paid).toHaveTextContent('Pagata');
    expect(paid).not.toHaveTextContent('25/11/2025');
  });

  it('pays and opens a payable invoice in a new tab, by its bill link; others only open', async () => {
    show(invoiceAnswers());
    const pay = await screen.findByRole('link', {
      name: 'Paga ora la bolletta A2026000877 (si apre in una nuova scheda)',
    });
    expect(pay).toHaveAttribute('href', '/bollettainterattiva?id=crypto-0008');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link', { name: /^Paga ora/ })).toHaveLength(1);
    expect(
      screen.getByRole('link', {
        name: 'Apri la bolletta A2026000452 (si apre in una nuova scheda)',
      }),
    ).toHaveAttribute('href', '/bollettainterattiva?id=crypto-0004');
  });

  it('switches views: each asks the server for its list', async () => {
    const { requests } = show(invoiceAnswers());
    await waitFor(() => {
      expect(rows()).toHaveLength(3);
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Pagate' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    expect(rows()[0]).toHaveTextContent('A2025009901');
    await userEvent.click(screen.getByRole('radio', { name: 'Da pagare' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(2);
    });
    expect(requests.map((r) => r.url)).toEqual([
      listPath('all'),
      listPath('paid'),
      listPath('unpaid'),
    ]);
  });

  it('starts on the view the template chooses, without the choice when it says so', async () => {
    show(invoiceAnswers(), { view: 'unpaid', showViews: false });
    await waitFor(() => {
      expect(rows()).toHaveLength(2);
    });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows at most `limit` invoices, with a link to all of them', async () => {
    show(invoiceAnswers(), { limit: 2 });
    await waitFor(() => {
      expect(rows()).toHaveLength(2);
    });
    expect(screen.getByRole('link', { name: 'Vedi tutte le bollette' })).toHaveAttribute(
      'href',
      '/invoices',
    );
  });

  it('opens an invoice’s detail rows, labelled from the catalogue, and marks it seen', async () => {
    const { requests } = show(invoiceAnswers());
    const toggle = await screen.findByRole('button', {
      name: 'Dettagli della bolletta A2026000877',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!detail) throw new Error('the detail is not on the page');
    await within(detail).findByText('Codice cliente');
    expect(detail).toHaveTextContent('A-000214');
    expect(detail).toHaveTextContent('Data emissione10/02/2026');
    expect(detail).toHaveTextContent('Codice PDR00881234567890');
    await waitFor(() => {
      expect(rows()[0]).not.toHaveTextContent('Nuova');
    });
    expect(requests.map((r) => r.url)).toContain('/api/document/alfa-2026-0008');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('downloads the PDF saying "Download in corso..." meanwhile, saved as number.pdf (§4, §9)', async () => {
    const { session } = show(invoiceAnswers());
    let finish: (blob: Blob) => void = () => undefined;
    const download = vi.spyOn(session.media, 'downloadMedia').mockReturnValue(
      new Promise(
        (done) =>
          (finish = (blob) => {
            done({ ok: true, blob });
          }),
      ),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    const button = await screen.findByRole('button', {
      name: 'Scarica il PDF della bolletta A2026000877',
    });
    await userEvent.click(button);
    expect(button).toHaveTextContent('Download in corso...');
    expect(button).toBeDisabled();
    expect(download).toHaveBeenCalledWith('pdf-0008', 'media');
    finish(new Blob(['%PDF']));
    await waitFor(() => {
      expect(saved).toEqual(['A2026000877.pdf']);
    });
    expect(button).toHaveTextContent('PDF');
    // An invoice without a PDF offers no download.
    expect(screen.getAllByRole('button', { name: /^Scarica il PDF/ })).toHaveLength(2);
  });

  it.each([
    { view: 'all', text: 'Non ci sono ancora bollette.' },
    { view: 'paid', text: 'Non ci sono bollette pagate.' },
  ] as const)('says so when the $view view is empty', async ({ view, text }) => {
    show(invoiceAnswers([]), { view });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows a quiet notice with a retry when the list fails, and loads it again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = { ...invoiceAnswers(), [listPath('all')]: networkDown() };
    const { requests } = show(answers);
    expect(
      await screen.findByText('Non è stato possibile caricare le bollette.'),
    ).toBeInTheDocument();
    answers[listPath('all')] = json({ view: 'all', invoices: sampleInvoices });
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(3);
    });
    expect(requests).toHaveLength(2);
  });

  it('reads the list again when the customer comes back to the tab (a payment elsewhere)', async () => {
    const answers = invoiceAnswers();
    const { requests } = show(answers);
    await waitFor(() => {
      expect(rows()).toHaveLength(3);
    });
    const paidNow = sampleInvoices.map((i) => ({
      ...i,
      paid: true,
      payable: false,
      document_payment_status: 4,
    }));
    answers[listPath('all')] = json({ view: 'all', invoices: paidNow });
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => {
      expect(screen.queryAllByRole('link', { name: /^Paga ora/ })).toHaveLength(0);
    });
    expect(requests.filter((r) => r.url === listPath('all'))).toHaveLength(2);
  });

  it('shows nothing outside the customer area or without a customer', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <InvoiceList />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    const { session } = fakeArea({});
    const none: AreaSession = { ...session, customer: null };
    const second = render(
      <I18nextProvider i18n={createI18n()}>
        <AreaProvider value={none}>
          <InvoiceList />
        </AreaProvider>
      </I18nextProvider>,
    );
    expect(second.container).toBeEmptyDOMElement();
  });
});
