import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkDown, type FakeAnswer } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { AreaProvider } from '../../src/state/area.ts';
import { valueOf } from '../../src/ui/testing/testing.tsx';
import { InvoicesSummary } from './InvoicesSummary.tsx';
import type { InvoicesSummaryProps } from './props.gen.ts';
import { fakeSummaryArea } from './samples.ts';

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

  it('shows nothing outside the customer area', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <InvoicesSummary />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
