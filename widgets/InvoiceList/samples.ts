import type { Invoice } from '../../schemas/types/invoice.gen.ts';
import type { InfoRows } from '../../schemas/types/info-rows.gen.ts';
import { createAreaCalls } from '../../src/api/areaCalls.ts';
import { fakeLogin, json, type FakeAnswer } from '../../src/api/testing.ts';
import type { AreaSession } from '../../src/state/area.ts';

/** A customer's invoices as the reference server answers them: for stories and tests only. */
export const customer = { id: 'alfa:CLMMRC72C15F205K', name: 'Marco Colombo', code: 'A-000214' };

const base = {
  customerId: customer.id,
  document_type: 'Fattura',
  isNew: false,
  download: null,
} satisfies Partial<Invoice>;

export const sampleInvoices: Invoice[] = [
  {
    ...base,
    id: 'alfa-2026-0008',
    document_number: 'A2026000877',
    document_date: '2026-02-10',
    tipo_bolletta: 'GAS',
    document_amount: 1234.56,
    document_payment_debt: 371.8,
    document_payment_expiry: '2026-03-02',
    document_payment_status: 2,
    paid: false,
    payable: true,
    isNew: true,
    crypto: 'crypto-0008',
    download: '/api/media/pdf-0008',
  },
  {
    ...base,
    id: 'alfa-2026-0004',
    document_number: 'A2026000452',
    document_date: '2026-01-03',
    tipo_bolletta: 'ENERGIA ELETTRICA',
    document_amount: 78.9,
    document_payment_debt: 78.9,
    document_payment_expiry: '2026-01-23',
    document_payment_status: 1,
    paid: false,
    payable: false,
    crypto: 'crypto-0004',
  },
  {
    ...base,
    id: 'alfa-2025-0099',
    document_number: 'A2025009901',
    document_date: '2025-11-05 10:00:00',
    tipo_bolletta: 'ENERGIA ELETTRICA',
    document_amount: '56,10',
    document_payment_debt: 0,
    document_payment_expiry: '2025-11-25',
    document_payment_status: 4,
    paid: true,
    payable: false,
    crypto: 'crypto-0099',
    download: '/api/media/pdf-0099',
  },
];

export const sampleRows: InfoRows = {
  rows: [
    { label: 'invoices_codice_cliente', value: 'A-000214' },
    { label: 'invoices_data_emissione', value: '2026-02-10', format: 'date' },
    { label: 'Codice PDR', value: '00881234567890' },
  ],
};

const listOf = (view: 'all' | 'unpaid' | 'paid', invoices: Invoice[]) => ({
  view,
  invoices: invoices.filter((i) => view === 'all' || (view === 'paid' ? i.paid : !i.paid)),
});

/** The answers of a customer with `invoices`, per path, as the reference server gives them. */
export function invoiceAnswers(invoices: Invoice[] = sampleInvoices): Record<string, FakeAnswer> {
  const answers: Record<string, FakeAnswer> = {};
  for (const view of ['all', 'unpaid', 'paid'] as const) {
    answers[`/api/document/${encodeURIComponent(customer.id)}/invoices/${view}`] = json(
      listOf(view, invoices),
    );
  }
  for (const invoice of invoices) {
    answers[`/api/document/moreinfo/headers/${invoice.id}`] = json(sampleRows);
    answers[`/api/document/${invoice.id}`] = json({ ...invoice, isNew: false });
  }
  return answers;
}

/** An area session over a fake server answering `answers` (stories and unit tests only). */
export function fakeArea(answers: Record<string, FakeAnswer>) {
  const login = fakeLogin(answers);
  const session: AreaSession = {
    calls: createAreaCalls(login.client),
    client: login.client,
    media: login.media,
    customer,
  };
  return { session, requests: login.requests };
}
