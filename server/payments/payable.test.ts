// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '../store/documents.ts';
import { debtCents, verification } from './payable.ts';

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

describe('verification answer (spec §4 payment status, §7 verifica)', () => {
  it.each([
    ['unpaid with a debt', { document_payment_status: 1, document_payment_debt: 10 }, false, 1],
    [
      'payable (2) with a debt',
      { document_payment_status: '2', document_payment_debt: '10,00' },
      false,
      1,
    ],
    ['cancelled', { document_payment_status: 0, document_payment_debt: 10 }, false, 0],
    ['to be validated', { document_payment_status: 3, document_payment_debt: 10 }, false, 3],
    ['paid in the document', { document_payment_status: 4, document_payment_debt: 10 }, false, 4],
    ['paid here', { document_payment_status: 1, document_payment_debt: 10 }, true, 4],
    ['a credit', { document_payment_status: 1, document_payment_debt: -5 }, false, 0],
    ['nothing to pay', { document_payment_status: 1, document_payment_debt: 0 }, false, 0],
    [
      'direct debit',
      { document_payment_status: 1, document_payment_debt: 10, document_payment: 'RID' },
      false,
      0,
    ],
    ['no status', { document_payment_debt: 10 }, false, 0],
  ])('%s answers %i', (_name, document, paid, answer) => {
    expect(verification(bill(document, paid))).toBe(answer);
  });
});
