// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '../store/documents.ts';
import { debtCents, isPayable, paymentStatus } from './payable.ts';

describe('debt in cents', () => {
  it.each([
    [123.45, 12345],
    [0.1 + 0.2, 30],
    ['1.234,56', 123456],
    ['1.234,56 €', 123456],
    ['1234.56', 123456],
    ['12,5 euro', 1250],
    ['-40,00', -4000],
    ['abc', null],
    ['', null],
    [null, null],
    [Number.NaN, null],
    [{}, null],
  ])('reads %o as %o', (value, cents) => {
    expect(debtCents(value)).toBe(cents);
  });
});

const bill = (document: Record<string, unknown>, paid = false): StoredDocument => ({
  id: 'x',
  supplier: 'alfa',
  title: '',
  template: null,
  document,
  instalments: null,
  modules: null,
  profile: null,
  contacts: null,
  paid,
  pdfMediaId: null,
});

describe('payment status and payability (spec §4 "Payment status", §7 verifica)', () => {
  it.each([
    [
      'unpaid with a debt',
      { document_payment_status: 1, document_payment_debt: 10 },
      false,
      1,
      true,
    ],
    [
      'payable (2), debt as text',
      { document_payment_status: '2', document_payment_debt: '10,00' },
      false,
      1,
      true,
    ],
    ['cancelled', { document_payment_status: 0, document_payment_debt: 10 }, false, 0, false],
    ['to be validated', { document_payment_status: 3, document_payment_debt: 10 }, false, 3, false],
    [
      'paid in the document',
      { document_payment_status: 4, document_payment_debt: 10 },
      false,
      4,
      false,
    ],
    ['paid here', { document_payment_status: 1, document_payment_debt: 10 }, true, 4, false],
    ['a credit', { document_payment_status: 1, document_payment_debt: -5 }, false, 1, false],
    ['nothing to pay', { document_payment_status: 1, document_payment_debt: 0 }, false, 1, false],
    [
      'a debt that cannot be read',
      { document_payment_status: 1, document_payment_debt: 'n/d' },
      false,
      1,
      false,
    ],
    [
      'direct debit',
      { document_payment_status: 1, document_payment_debt: 10, document_payment: 'RID' },
      false,
      1,
      false,
    ],
    ['no status', { document_payment_debt: 10 }, false, -1, false],
    [
      'a status out of range',
      { document_payment_status: 7, document_payment_debt: 10 },
      false,
      -1,
      false,
    ],
  ])('%s: status %i, payable %s', (_name, document, paid, status, payable) => {
    expect(paymentStatus(bill(document, paid))).toBe(status);
    expect(isPayable(bill(document, paid))).toBe(payable);
  });
});
