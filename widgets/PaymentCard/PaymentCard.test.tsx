import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import alfaCredit from '../../fixtures/alfa-2026-0005.json' with { type: 'json' };
import alfaListTable from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaPaid from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import alfaPayable from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaRid from '../../fixtures/alfa-2026-0004.json' with { type: 'json' };
import alfaToValidate from '../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import betaCancelled from '../../fixtures/beta-2026-0003.json' with { type: 'json' };
import betaCreditPaid from '../../fixtures/beta-2026-0007.json' with { type: 'json' };
import betaCreditNote from '../../fixtures/beta-2026-0008.json' with { type: 'json' };
import { useHost } from '../../src/state/host.ts';
import { asBill } from '../../tests/fixtures.ts';
import { showWith, terms, testMedia } from '../../src/ui/testing/testing.tsx';
import { PaymentCard } from './PaymentCard.tsx';
import type { PaymentCardProps } from './props.gen.ts';
import { summaryRows, vatRateText, vatRows } from '../../src/domain/summary.ts';

// The media client the test helpers hand down (issue 14: no module-level client to mock).
const media = testMedia;
const files = vi.hoisted(() => ({
  saveBlob: vi.fn(),
  pdfFileName: (n: unknown) => `${String(n)}.pdf`,
}));
vi.mock('../../src/ui/saveFile.ts', () => files);

/** The server sets `detail` and `crypto` (fixtures/README.md); the stories and tests do too. */
const served = (doc: object, extra: Record<string, unknown> = {}) => ({
  ...doc,
  detail: 'slip-0001',
  crypto: 'c-0001',
  ...extra,
});
const show = (doc: unknown, props: PaymentCardProps = {}) =>
  showWith(doc, <PaymentCard {...props} />);
const valueOf = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  useHost.setState({ settings: undefined });
  media.downloadMedia.mockReset();
  files.saveBlob.mockReset();
});

describe('PaymentCard: amounts (spec §2 "Payment-data card", §5, decisions 7 and 13)', () => {
  it('shows the amount to pay, its due date and the document amount of a payable bill', () => {
    show(served(alfaPayable.document));
    expect(screen.getByRole('heading', { name: 'Pagamento' })).toBeInTheDocument();
    expect(valueOf('Importo da pagare')).toBe('109,73 €');
    expect(valueOf('Da pagare entro il')).toBe('25/03/2026');
    expect(valueOf('Importo della bolletta')).toBe('109,73 €');
  });

  it('shows the credit label with the absolute amount and no due date when the debt is negative', () => {
    show(served(alfaCredit.document));
    expect(valueOf('Importo a credito')).toBe('45,80 €');
    expect(screen.queryByText('Da pagare entro il')).not.toBeInTheDocument();
  });

  it('keeps a credit written as text as written, without its minus (project decision 60)', () => {
    show({ document_payment_debt: '-45,80 €' });
    expect(valueOf('Importo a credito')).toBe('45,80 €');
  });

  it('uses the labels of dati_pagamento_fields when the document has them (decision 13)', () => {
    show({
      document_payment_debt: 10,
      dati_pagamento_fields: { doc_payment_debt: { label: 'Ancora da pagare' } },
    });
    expect(valueOf('Ancora da pagare')).toBe('10,00 €');
  });

  it.each([
    { flag: 1, columns: '2' },
    { flag: '0', columns: '1' },
  ])(
    'lays the labels out in $columns column(s) for the two-column flag $flag',
    ({ flag, columns }) => {
      show({ document_payment_debt: 10, bolletta_interattiva_esponi_2colonne_pagamento: flag });
      expect(screen.getByText('Importo da pagare').closest('dl')).toHaveAttribute(
        'data-columns',
        columns,
      );
    },
  );

  it('shows nothing for a document without amounts or status', () => {
    const { container } = show({ holder_name: 'Maria Rossi' });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PaymentCard: status message (spec §4 "Payment status", project decision 58)', () => {
  it.each([
    { what: 'status 0', doc: betaCancelled.document, text: /è stato annullato/ },
    { what: 'status 3', doc: alfaToValidate.document, text: /in corso di verifica/ },
    {
      what: 'status 4 with a debt',
      doc: { ...alfaPaid.document, document_payment_debt: 12 },
      text: /risulta pagata/,
    },
    { what: 'direct debit', doc: alfaRid.document, text: /è domiciliata/ },
  ])('shows the message for $what as text in a status', ({ doc, text }) => {
    show(served(doc));
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('shows no message for a payable bill (status 1)', () => {
    show(served(alfaPayable.document));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows neither pay-now nor the promotion for direct debit', () => {
    show(served(alfaRid.document));
    expect(screen.queryByRole('button', { name: /Paga/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('PaymentCard: pay now (spec §4, §5 "Display rules", project decisions 25 and 59)', () => {
  it('offers the card, pagoPA and slip buttons the flags enable, in order', () => {
    show(served(alfaPayable.document));
    expect(screen.getByRole('button', { name: 'Paga con carta' })).toBeEnabled();
    const pagopa = screen.getByRole('link', { name: /Paga con pagoPA/ });
    expect(pagopa).toHaveAttribute(
      'href',
      'https://pagopa.alfa-energia.test/portale?act=portal&id=c-0001',
    );
    expect(pagopa).toHaveAttribute('target', '_blank');
    expect(pagopa).toHaveAccessibleName(/si apre in una nuova scheda/);
    expect(screen.getByRole('button', { name: 'Scarica il bollettino' })).toBeInTheDocument();
  });

  it("falls back to the host's pagoPA link when the document has none (decision 25)", () => {
    useHost.getState().setSettings({
      templateName: 'demo',
      supplier: 'alfa',
      locales: ['it'],
      pagopaLink: 'https://pagopa.host.test/p',
    });
    show(served(alfaPayable.document, { bolletta_interattiva_pagaora_pagopa_link: null }));
    expect(screen.getByRole('link', { name: /Paga con pagoPA/ })).toHaveAttribute(
      'href',
      'https://pagopa.host.test/p?act=portal&id=c-0001',
    );
  });

  it('downloads the slip named by detail and saves it (spec §7 media call)', async () => {
    media.downloadMedia.mockResolvedValue({ ok: true, blob: new Blob(['%PDF']) });
    show(served(alfaPayable.document));
    fireEvent.click(screen.getByRole('button', { name: 'Scarica il bollettino' }));
    await waitFor(() => {
      expect(files.saveBlob).toHaveBeenCalledOnce();
    });
    expect(media.downloadMedia).toHaveBeenCalledWith('slip-0001', 'media');
  });

  it('offers the further links with their own labels, or the generic text', () => {
    show(
      served(alfaPaid.document, {
        document_payment_status: 1,
        document_payment_debt: 10,
        bolletta_interattiva_esponi_paga_ora: 1,
        bolletta_interattiva_pagaora_link_2_label: '',
      }),
    );
    expect(screen.getByRole('link', { name: /Paga con Satispay/ })).toHaveAttribute(
      'href',
      'https://paga.alfa-energia.test/metodo/1?doc=A2026000377',
    );
    expect(screen.getByRole('link', { name: /^Paga ora/ })).toHaveAttribute(
      'href',
      'https://paga.alfa-energia.test/metodo/2?doc=A2026000377',
    );
  });

  it('offers no pay-now button for a credit, whatever its flags', () => {
    show(served(alfaCredit.document, { bolletta_interattiva_esponi_paga_ora: 1 }));
    expect(screen.queryByRole('button', { name: 'Paga con carta' })).not.toBeInTheDocument();
  });

  it('promotes direct debit with its http(s) link in a new tab', () => {
    show(served(alfaPayable.document));
    const promotion = screen.getByRole('complementary', { name: 'Domicilia la bolletta' });
    expect(
      within(promotion).getByRole('link', { name: /Attiva la domiciliazione/ }),
    ).toHaveAttribute('href', 'https://www.alfa-energia.test/domiciliazione');
  });
});

describe('PaymentCard: a credit or a paid bill neither offers nor mentions paying (spec §2, §4, §5; project decisions 126, 127)', () => {
  it.each([
    {
      what: 'a credit note with every pay flag on',
      doc: betaCreditNote.document,
      label: 'Importo a credito',
      amount: '212,40 €',
      facts: ['Importo a credito'],
    },
    {
      what: 'a credit marked paid (status 4)',
      doc: betaCreditPaid.document,
      label: 'Importo a credito',
      amount: '12,30 €',
      facts: ['Importo a credito'],
    },
    {
      what: 'a paid bill with its debt (status 4)',
      doc: { ...alfaPaid.document, document_payment_debt: 1611.13 },
      label: 'Importo pagato',
      amount: '1.611,13 €',
      facts: ['Importo pagato', 'Importo della bolletta'],
    },
  ])('$what: $label $amount, and no pay control or due date', ({ doc, label, amount, facts }) => {
    show(served(doc));
    expect(valueOf(label)).toBe(amount);
    // The credit is said once (§5): no negative document amount beside it, no due date.
    expect(terms()).toEqual(facts);
    expect(screen.queryByText('Da pagare entro il')).not.toBeInTheDocument();
    expect(screen.queryByText('Importo da pagare')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Paga|bollettino/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Paga/ })).not.toBeInTheDocument();
  });

  // Spec §4 "In template 5 the pay button is disabled when status is 4": the card's pay button
  // stays, disabled, on a paid bill that still states a debt; never on a credit (decision 126).
  it.each([
    {
      what: 'a paid bill with its debt',
      doc: { ...alfaPaid.document, document_payment_debt: 1611.13 },
      disabled: ['Paga con carta'],
    },
    { what: 'a credit note with every pay flag on', doc: betaCreditNote.document, disabled: [] },
    { what: 'a credit marked paid', doc: betaCreditPaid.document, disabled: [] },
  ])('template 5 ($what): disabled pay buttons $disabled', ({ doc, disabled }) => {
    show(served({ ...doc, bolletta_interattiva_pagaora_nexi_attivazione: 1 }), {
      disabledWhenPaid: true,
    });
    const buttons = screen.queryAllByRole('button', { name: /Paga|bollettino/ });
    expect(buttons.map((button) => button.textContent)).toEqual(disabled);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Paga/ })).not.toBeInTheDocument();
  });

  it('shows a negative document amount beside another credit as a credit, without its minus', () => {
    show({ document_payment_debt: -20, document_amount: -45.8 });
    expect(valueOf('Importo a credito')).toBe('20,00 €');
    expect(valueOf('Importo della bolletta a credito')).toBe('45,80 €');
  });
});

describe('PaymentCard: amounts summary (spec §2, §5; decision 16)', () => {
  it('starts closed, and the toggle reads "detail" then "close"', () => {
    show(served(alfaPayable.document));
    const toggle = screen.getByRole('button', { name: 'Dettaglio' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Sintesi degli importi' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Sintesi degli importi' });
    expect(
      within(table).getByRole('rowheader', { name: 'IVA' }).nextElementSibling,
    ).toHaveTextContent('9,98 euro');
    expect(
      within(table).getByRole('row', { name: 'TOTALE DA PAGARE 109,73 €' }),
    ).toBeInTheDocument();
  });

  it('starts open with the open-summary flag and reads a list of single-entry maps', () => {
    show(served(alfaListTable.document));
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Sintesi degli importi' });
    expect(within(table).getByRole('rowheader', { name: 'IVA' })).toBeInTheDocument();
  });

  it('ends a credit with TOTALE A CREDITO and the absolute amount', () => {
    show(served(alfaCredit.document));
    fireEvent.click(screen.getByRole('button', { name: 'Dettaglio' }));
    expect(screen.getByRole('row', { name: 'TOTALE A CREDITO 45,80 €' })).toBeInTheDocument();
  });

  it('shows the VAT table with rate, taxable amount and amount when enabled and not empty', () => {
    show(served(alfaPayable.document));
    fireEvent.click(screen.getByRole('button', { name: 'Dettaglio' }));
    const vat = screen.getByRole('table', { name: 'Riepilogo IVA' });
    expect(
      within(vat)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Aliquota', 'Imponibile', 'Importo']);
    expect(within(vat).getByRole('row', { name: '10% 99,75 euro 9,98 euro' })).toBeInTheDocument();
  });

  it('leaves the VAT table out when it is empty, even with its flag on', () => {
    show(served({ ...alfaRid.document, bolletta_interattiva_esponi_rid: 0 }));
    expect(screen.queryByRole('table', { name: 'Riepilogo IVA' })).not.toBeInTheDocument();
  });
});

describe('summary rows', () => {
  it('reads the amounts table as a map or a list, skipping what cannot be shown', () => {
    const doc = (table: unknown) =>
      asBill({ doc: { fatt_interattiva_data: { sintesi_importi: { tabella_importi: table } } } })
        .doc;
    expect(summaryRows(doc({ A: '1,00', B: 2 }))).toEqual([
      { label: 'A', amount: '1,00 euro' },
      { label: 'B', amount: '2,00 €' },
    ]);
    expect(summaryRows(doc([{ A: '1,00 €' }, null, { ' ': 3 }, { C: { x: 1 } }]))).toEqual([
      { label: 'A', amount: '1,00 €' },
    ]);
    expect(summaryRows(doc('text'))).toEqual([]);
  });

  it('writes a numeric VAT rate with its percent sign', () => {
    expect(vatRateText(10)).toBe('10%');
    expect(vatRateText(5.5)).toBe('5,5%');
    expect(vatRateText(' 22% ')).toBe('22%');
    expect(
      vatRows(
        asBill({ doc: { fatt_interattiva_data: { sintesi_importi: { tabella_iva: [{}, 'x'] } } } })
          .doc,
      ),
    ).toEqual([]);
  });
  it('leaves the amounts summary to its own module when the template says so (amountsDetail false)', () => {
    show(served(alfaPayable.document), { amountsDetail: false });
    expect(screen.queryByRole('button', { name: /Dettaglio|Chiudi/ })).not.toBeInTheDocument();
    expect(screen.queryByText('TOTALE DA PAGARE')).not.toBeInTheDocument();
  });
});
