import { describe, expect, it } from 'vitest';
import { fastActions } from './fastActions.ts';
import { untrustedDocument } from '../../tests/fixtures.ts';

const payable = {
  document_payment_status: 1,
  document_payment_debt: 109.73,
  document_payment: 'Bollettino postale',
  bolletta_interattiva_esponi_paga_ora: 1,
};

describe('§2 "Template 5" fast actions: download, pay now (§4/§5), gas self-reading, customer care', () => {
  it.each([
    [
      'a payable power bill with its PDF',
      { ...payable, detail: 'ref' },
      ['download', 'payNow', 'customerCare'],
    ],
    [
      'a payable gas bill with its PDF',
      { ...payable, detail: 'ref', tipo_bolletta: 'GAS' },
      ['download', 'payNow', 'selfReading', 'customerCare'],
    ],
    ['no PDF (no detail)', payable, ['payNow', 'customerCare']],
    ['a blank detail', { ...payable, detail: '  ' }, ['payNow', 'customerCare']],
    [
      'paid (status 4)',
      { ...payable, detail: 'ref', document_payment_status: 4 },
      ['download', 'customerCare'],
    ],
    ['direct debit', { ...payable, document_payment: 'RID' }, ['customerCare']],
    [
      'pay-now flag off as "0"',
      { ...payable, bolletta_interattiva_esponi_paga_ora: '0' },
      ['customerCare'],
    ],
    [
      'a credit',
      { ...payable, document_payment_debt: -45.8, tipo_bolletta: 'gas ' },
      ['selfReading', 'customerCare'],
    ],
    ['the minimal bill', {}, ['customerCare']],
    ['not a document', null, ['customerCare']],
  ])('%s: %j', (_case, doc, expected) => {
    expect(fastActions(untrustedDocument(doc))).toEqual(expected);
  });
});
