import type { CustomerHome } from '../../schemas/types/customer-home.gen.ts';
import type { Invoice } from '../../schemas/types/invoice.gen.ts';
import { createAreaCalls } from '../../src/api/areaCalls.ts';
import { fakeLogin, json, type FakeAnswer } from '../../src/api/testing.ts';
import type { AreaSession } from '../../src/state/area.ts';

/*
 * Sample figures for the stories and tests of this widget, shaped like the reference server's
 * answers for the demo customers (fixtures/customer-area, server/area): never imported by the
 * widget itself.
 */

export const giulia = { id: 'alfa:BNCGLI85M52H501X', name: 'Giulia Bianchi', code: 'C-004512' };

export const unpaidInvoice: Invoice = {
  id: 'alfa-2026-0003',
  customerId: giulia.id,
  document_number: 'A2026000377',
  document_date: '2026-05-12',
  document_type: 'Fattura',
  tipo_bolletta: 'POWER',
  document_amount: 1234.56,
  document_payment_debt: 1234.56,
  document_payment_expiry: '2026-06-05',
  document_payment_status: 1,
  paid: false,
  payable: true,
  isNew: true,
  crypto: 'sealed.link+id/3',
  download: '/api/media/sealed',
};

export const homeOf = (change: Partial<CustomerHome> = {}): CustomerHome => ({
  customer: { id: giulia.id, name: giulia.name, code: giulia.code },
  latestInvoice: unpaidInvoice,
  amountDue: 1234.56,
  unpaidInvoices: 2,
  newInvoices: 1,
  unreadMessages: 3,
  contracts: 2,
  activeContracts: 2,
  ...change,
});

/** An area session whose server answers `answers` (paths as the calls write them). */
export function sessionWith(
  answers: Record<string, FakeAnswer>,
  customer: AreaSession['customer'] = giulia,
): AreaSession & { requests: ReturnType<typeof fakeLogin>['requests'] } {
  const { client, media, requests } = fakeLogin(answers);
  return { calls: createAreaCalls(client), client, media, customer, requests };
}

export const homePath = (id = giulia.id) => `/api/customer/home/${encodeURIComponent(id)}`;

export { json };
