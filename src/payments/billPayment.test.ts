import { describe, expect, it } from 'vitest';
import alfaPayable from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import { asDocument, untrustedDocument } from '../../tests/fixtures.ts';
import { billPaymentLines } from './billPayment.ts';

describe('what paying at a counter needs (project decision 98)', () => {
  it('lists beneficiary, notice code, customer code, amount, expiry and number of a bill', () => {
    expect(billPaymentLines(asDocument(alfaPayable.document), 'Alfa Energia')).toEqual([
      { fact: 'beneficiary', value: 'Alfa Energia' },
      { fact: 'noticeCode', value: '301000000104583210' },
      { fact: 'customerCode', value: '0010458321' },
      { fact: 'amount', value: '109,73 €' },
      { fact: 'expiry', value: '25/03/2026' },
      { fact: 'documentNumber', value: 'A2026000101' },
    ]);
  });

  it.each<[string, unknown, string | undefined, string[]]>([
    ['an empty document and no supplier name', {}, undefined, []],
    ['only the supplier', null, ' Beta Gas ', ['beneficiary']],
    [
      'an amount written as text, kept as written',
      { document_payment_debt: '1.234,50 €' },
      undefined,
      ['amount'],
    ],
    ['a credit, which is not paid', { document_payment_debt: -12 }, undefined, []],
    [
      'index fields of the wrong shape',
      { index_fields: [null, { label: 'invoices_n_avviso', value: { x: 1 } }] },
      undefined,
      [],
    ],
    ['a numeric document number', { document_number: 123 }, undefined, ['documentNumber']],
    ['an empty expiry (0000-00-00)', { document_payment_expiry: '0000-00-00' }, undefined, []],
  ])('%s', (_case, doc, supplier, facts) => {
    expect(billPaymentLines(untrustedDocument(doc), supplier).map((line) => line.fact)).toEqual(
      facts,
    );
  });

  it('formats the amount and date as the card does', () => {
    const lines = billPaymentLines(
      untrustedDocument({ document_payment_debt: 1611.13, document_payment_expiry: '24/09/2026' }),
      undefined,
    );
    expect(lines).toEqual([
      { fact: 'amount', value: '1.611,13 €' },
      { fact: 'expiry', value: '24/09/2026' },
    ]);
  });
});
