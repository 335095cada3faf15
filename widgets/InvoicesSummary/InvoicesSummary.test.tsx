import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAreaCalls } from '../../src/api/areaCalls.ts';
import { fakeLogin, json, networkDown, type FakeAnswer } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { announceAreaChange, AreaProvider, type AreaSession } from '../../src/state/area.ts';
import { valueOf } from '../../src/ui/testing/testing.tsx';
import { InvoicesSummary } from './InvoicesSummary.tsx';
import type { InvoicesSummaryProps } from './props.gen.ts';
import { fakeSummaryArea, sampleInfo } from './samples.ts';

function show(props: InvoicesSummaryProps = {}, answer?: FakeAnswer) {
  const { session, requests } = fakeSummaryArea(answer);
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <AreaProvider value={session}>
        <InvoicesSummary {...props} />
      </AreaProvider>
    </I18nextProvider>,
  );
  return { ...view, requests };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InvoicesSummary (issue 18, GET /api/invoices/info)', () => {
  it("shows the selected customer's figures, the total due as euro", async () => {
    show();
    await screen.findByText('Bollette');
    expect(valueOf('Bollette')).toBe('3');
    expect(valueOf('Da pagare')).toBe('2');
    expect(valueOf('Nuove')).toBe('1');
    expect(valueOf('Totale da pagare')).toBe('1.219,46 €');
    expect(screen.queryByText('Condominio Via dei Mille 24')).not.toBeInTheDocument();
  });

  it('shows every customer under its name when asked to', async () => {
    show({ allCustomers: true });
    await screen.findByRole('heading', { name: 'Condominio Via dei Mille 24' });
    expect(screen.getAllByText('Totale da pagare')).toHaveLength(2);
  });

  it('says so, quietly, when the figures do not load, and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests } = show({}, networkDown());
    await screen.findByText('Non è stato possibile caricare il riepilogo delle bollette.');
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => {
      expect(requests).toHaveLength(2);
    });
  });

  it('reads the figures again when the customer comes back to the tab, or a message is read', async () => {
    const answers: Record<string, FakeAnswer> = { '/api/invoices/info': json(sampleInfo) };
    const login = fakeLogin(answers);
    const session: AreaSession = {
      calls: createAreaCalls(login.client),
      client: login.client,
      media: login.media,
      customer: { id: 'alfa:BNCGLI85M52H501X', name: 'Giulia Bianchi', code: undefined },
    };
    render(
      <I18nextProvider i18n={createI18n()}>
        <AreaProvider value={session}>
          <InvoicesSummary />
        </AreaProvider>
      </I18nextProvider>,
    );
    await screen.findByText('Bollette');
    expect(valueOf('Da pagare')).toBe('2');
    const [first, second] = sampleInfo.customers;
    if (first === undefined || second === undefined) throw new Error('no sample customers');
    // Paid in another tab: the customer comes back to this one.
    answers['/api/invoices/info'] = json({
      customers: [{ ...first, unpaid: 1, amountDue: 100 }, second],
    });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => {
      expect(valueOf('Da pagare')).toBe('1');
    });
    expect(valueOf('Totale da pagare')).toBe('100,00 €');
    // Another widget of the page changed the customer's data (a message opened).
    answers['/api/invoices/info'] = json({
      customers: [{ ...first, unpaid: 1, amountDue: 100, newInvoices: 0 }, second],
    });
    announceAreaChange();
    await waitFor(() => {
      expect(valueOf('Nuove')).toBe('0');
    });
  });

  it('shows nothing outside the customer area', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <InvoicesSummary />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
