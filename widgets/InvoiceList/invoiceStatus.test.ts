import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../schemas/types/invoice.gen.ts';
import { billLink, invoiceStatus, mediaReference } from './invoiceStatus.ts';

const invoice = (fields: Partial<Invoice>): Invoice => ({
  id: 'alfa-2026-0001',
  customerId: 'alfa:X',
  document_number: 'A1',
  paid: false,
  payable: false,
  isNew: false,
  crypto: 'c',
  ...fields,
});

describe('§4 payment status of an invoice in the list', () => {
  it.each([
    {
      what: 'paid in the portal',
      fields: { paid: true, document_payment_status: 4 },
      status: 'paid',
    },
    {
      what: 'status 4',
      fields: { document_payment_status: 4, document_payment_debt: 10 },
      status: 'paid',
    },
    {
      what: 'status 0',
      fields: { document_payment_status: 0, document_payment_debt: 10 },
      status: 'cancelled',
    },
    {
      what: 'status 3',
      fields: { document_payment_status: 3, document_payment_debt: 10 },
      status: 'toValidate',
    },
    {
      what: 'payable, status 1',
      fields: { document_payment_status: 1, document_payment_debt: 10, payable: true },
      status: 'toPay',
    },
    {
      what: 'payable, status 2, a text debt',
      fields: { document_payment_status: 2, document_payment_debt: '1.234,56', payable: true },
      status: 'toPay',
    },
    {
      what: 'unpaid but not payable (direct debit)',
      fields: { document_payment_status: 1, document_payment_debt: 78.9 },
      status: 'directDebit',
    },
    {
      what: 'a debt without a status',
      fields: { document_payment_status: null, document_payment_debt: 5 },
      status: 'toPay',
    },
    {
      what: 'a negative debt',
      fields: { document_payment_status: 1, document_payment_debt: -45.8 },
      status: 'credit',
    },
    {
      what: 'a credit note the supplier closed (status 4, -45,80 €)',
      fields: { document_payment_status: 4, document_payment_debt: -45.8, paid: true },
      status: 'credit',
    },
    {
      what: 'a debt of zero',
      fields: { document_payment_status: 1, document_payment_debt: 0 },
      status: 'none',
    },
    { what: 'an unreadable debt', fields: { document_payment_debt: 'n/d' }, status: 'none' },
  ] satisfies { what: string; fields: Partial<Invoice>; status: string }[])(
    '$what: $status',
    ({ fields, status }) => {
      expect(invoiceStatus(invoice(fields))).toBe(status);
    },
  );
});

describe('the PDF reference of an invoice (spec §7 media paths)', () => {
  it.each([
    { download: '/api/media/abc.def', answer: { source: 'media', detail: 'abc.def' } },
    { download: '/api/mediacloud/x%20y', answer: { source: 'mediacloud', detail: 'x y' } },
    { download: null, answer: undefined },
    { download: 'https://elsewhere.test/api/media/abc', answer: undefined },
    { download: '/api/media/a/b', answer: undefined },
  ])('$download', ({ download, answer }) => {
    expect(mediaReference(download)).toEqual(answer);
  });
});

describe('the bill link of an invoice (spec §2)', () => {
  it('opens /bollettainterattiva with the crypto as id, encoded', () => {
    expect(billLink('a+b/c=')).toBe('/bollettainterattiva?id=a%2Bb%2Fc%3D');
  });
});
