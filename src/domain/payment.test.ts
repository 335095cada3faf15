import { untrustedDocument } from '../../tests/fixtures.ts';
import { describe, expect, it } from 'vitest';
import {
  paidPayButtons,
  amountsTotalRow,
  asksForPayment,
  debtDisplay,
  debtSituation,
  documentAmountDisplay,
  isCredit,
  paymentLabelColumns,
  paymentStatus,
  paymentStatusMessage,
  payButtons,
  readAmount,
  showsAmountsChart,
  showsDirectDebitPromotion,
  showsExpiry,
  showsPayNow,
  showsVatTable,
  summaryStartsOpen,
} from './payment.ts';

const P = 'bolletta_interattiva_';

describe('readAmount (project decision 51: amounts read for comparisons)', () => {
  it.each([
    [109.73, 109.73],
    [-45.8, -45.8],
    ['1.234,56', 1234.56],
    ['1234.56', 1234.56],
    ['-45,80 €', -45.8],
    ['12,00 euro', 12],
    ['0', 0],
    ['', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [null, undefined],
    [{}, undefined],
  ])('reads %j as %s', (value, expected) => {
    expect(readAmount(value)).toBe(expected);
  });
});

describe('paymentStatus (spec §4 "Payment status"; project decision 28)', () => {
  it.each([
    [4, 4],
    ['3', 3],
    [' 0 ', 0],
    [1.5, -1],
    ['x', -1],
    [null, -1],
    [undefined, -1],
  ])('reads %j as %i', (value, expected) => {
    expect(paymentStatus(untrustedDocument({ document_payment_status: value }))).toBe(expected);
  });

  it('is -1 for a document that is not an object', () => {
    expect(paymentStatus(untrustedDocument('doc'))).toBe(-1);
  });
});

describe('paymentStatusMessage (spec §4 "Payment status"; project decision 58)', () => {
  const doc = (
    status: unknown,
    debt: unknown,
    exposed: unknown = 1,
    method: unknown = 'bonifico',
  ) => ({
    [`${P}esponi_stato_pagamento`]: exposed,
    document_payment_status: status,
    document_payment_debt: debt,
    document_payment: method,
  });
  it.each([
    ['cancelled', doc(0, 10), 'cancelled'],
    ['to be validated', doc(3, 10), 'toValidate'],
    ['paid', doc(4, '12,50'), 'paid'],
    ['status as text', doc('4', 10), 'paid'],
    ['unpaid 1', doc(1, 10), null],
    ['unpaid 2', doc(2, 10), null],
    ['unset status', doc(undefined, 10), null],
    ['unknown status', doc(7, 10), null],
    ['flag off', doc(4, 10, 0), null],
    ['flag "0"', doc(4, 10, '0'), null],
    ['flag "1"', doc(4, 10, '1'), 'paid'],
    ['debt zero', doc(4, 0), null],
    ['credit', doc(4, -45.8), null],
    ['unreadable debt', doc(4, 'n/d'), null],
    ['direct debit replaces the status', doc(4, 10, 1, 'RID'), 'directDebit'],
    ['direct debit while unpaid', doc(1, 10, 1, ' rid '), 'directDebit'],
    ['direct debit needs the flag', doc(1, 10, 0, 'rid'), null],
    ['direct debit needs a debt', doc(1, -3, 1, 'rid'), null],
  ])('%s: %j → %j', (_name, value, expected) => {
    expect(paymentStatusMessage(untrustedDocument(value))).toBe(expected);
  });

  it.each([[null], ['x'], [[]], [42]])('answers null for %j', (value) => {
    expect(paymentStatusMessage(untrustedDocument(value))).toBeNull();
  });
});

describe('showsPayNow (spec §4 "pay-now area", §5; project decision 59)', () => {
  const doc = (status: unknown, method: unknown, payNow: unknown, debt: unknown = 50) => ({
    document_payment_status: status,
    document_payment: method,
    [`${P}esponi_paga_ora`]: payNow,
    document_payment_debt: debt,
  });
  it.each([
    [doc(1, 'bonifico', 1), true],
    [doc(2, 'bonifico', '1'), true],
    [doc('2', undefined, 1), true],
    [doc(0, 'bonifico', 1), false],
    [doc(3, 'bonifico', 1), false],
    [doc(4, 'bonifico', 1), false],
    [doc(undefined, 'bonifico', 1), false],
    [doc(1, 'RID', 1), false],
    [doc(1, 'bonifico', 0), false],
    [doc(1, 'bonifico', '0'), false],
    [doc(1, 'bonifico', true), false],
    [doc(1, 'bonifico', 1, 0), false],
    [doc(1, 'bonifico', 1, -12.3), false],
    [doc(1, 'bonifico', 1, 'n/d'), false],
    [doc(1, 'bonifico', 1, '1.234,56'), true],
    [null, false],
  ])('%j shows pay-now: %s', (value, expected) => {
    expect(showsPayNow(untrustedDocument(value))).toBe(expected);
  });
});

describe('debtSituation and asksForPayment (spec §2 "credit label", §4 status 4 "paid", §5 "Negative debt"; project decision 126)', () => {
  const doc = (debt: unknown, status: unknown = 1) => ({
    document_payment_debt: debt,
    document_payment_status: status,
  });
  it.each([
    ['a debt on an unpaid bill (§4 status 1)', doc(109.73), 'due'],
    ['a debt as Italian text', doc('1.234,56', 2), 'due'],
    ['a debt to be validated (§4 status 3)', doc(50, 3), 'due'],
    ['a debt whose payment was cancelled (§4 status 0)', doc(50, 0), 'due'],
    ['a debt without a status', doc(50, undefined), 'due'],
    ['a debt on a paid bill (§4 status 4)', doc(50, 4), 'paid'],
    ['a paid bill, status as text', doc('12,50', '4'), 'paid'],
    ['a credit (§5 negative debt)', doc(-45.8, 4), 'credit'],
    ['a credit on a bill not marked paid', doc(-12.3, 1), 'credit'],
    ['a credit written as text', doc('-45,80 €'), 'credit'],
    ['nothing to pay', doc(0, 4), 'none'],
    ['nothing to pay, unpaid status', doc('0,00'), 'none'],
    ['a debt that cannot be read', doc('n/d'), 'none'],
    ['no debt', doc(undefined), 'none'],
  ] as const)('%s: %s', (_name, value, situation) => {
    expect(debtSituation(untrustedDocument(value))).toBe(situation);
    // Only a due debt offers or mentions paying, on every template (template 5 included).
    expect(asksForPayment(untrustedDocument(value))).toBe(situation === 'due');
  });

  it.each([[null], ['doc'], [[]]])('is none for %j', (value) => {
    expect(debtSituation(untrustedDocument(value))).toBe('none');
  });
});

describe('paidPayButtons (spec §4 "In template 5 the pay button is disabled when status is 4"; project decision 126)', () => {
  const flags = {
    bolletta_interattiva_pagaora_nexi_attivazione: 1,
    bolletta_interattiva_pagaora_worldline_attivazione: 1,
    bolletta_interattiva_pagaora_bollettino: 1,
  };
  const doc = (debt: unknown, status: unknown) => ({
    ...flags,
    document_payment_debt: debt,
    document_payment_status: status,
  });
  it.each([
    [
      'a paid bill with a debt: the card buttons only',
      doc(50, 4),
      ['firstProvider', 'secondProvider'],
    ],
    ['a credit marked paid: none', doc(-45.8, 4), []],
    ['nothing to pay, marked paid: none', doc(0, 4), []],
    ['a bill to pay: none (its buttons are live)', doc(50, 1), []],
  ] as const)('%s', (_name, value, kinds) => {
    expect(paidPayButtons(untrustedDocument(value)).map((button) => button.kind)).toEqual(kinds);
  });
});

describe('documentAmountDisplay (spec §2 "document amount", §5 "credit label"; project decision 127)', () => {
  it.each([
    ['a bill: as written', 109.73, 109.73, { credit: false, text: '109,73 €' }],
    ['a bill with a smaller debt', 524.2, 371.8, { credit: false, text: '524,20 €' }],
    ['a credit note: said once, by the debt', -45.8, -45.8, { credit: true, text: '' }],
    ['a credit note in text and number', '-45,80', -45.8, { credit: true, text: '' }],
    ['a negative amount beside another credit', -45.8, -20, { credit: true, text: '45,80 €' }],
    ['a bill whose credit covers it', 30, -15, { credit: false, text: '30,00 €' }],
    ['no amount', undefined, 10, { credit: false, text: '' }],
  ])('%s', (_name, amount, debt, expected) => {
    expect(
      documentAmountDisplay(
        untrustedDocument({ document_amount: amount, document_payment_debt: debt }),
      ),
    ).toEqual(expected);
  });
});

describe('showsDirectDebitPromotion (spec §5 "flag = 1 and method not RID")', () => {
  it.each([
    [1, 'bonifico', true],
    ['1', undefined, true],
    [1, 'RID', false],
    [1, ' rid ', false],
    [0, 'bonifico', false],
    ['0', 'bonifico', false],
    [undefined, 'bonifico', false],
  ])('flag %j, method %j: %s', (value, method, expected) => {
    expect(
      showsDirectDebitPromotion(
        untrustedDocument({ [`${P}esponi_rid`]: value, document_payment: method }),
      ),
    ).toBe(expected);
  });
});

describe('payButtons (spec §5 "Display rules", §9 "up to 5 pay-now links plus a bill-payment option")', () => {
  const payable = {
    document_payment_status: 1,
    document_payment_debt: 20,
    [`${P}esponi_paga_ora`]: 1,
  };
  const all = {
    ...payable,
    [`${P}pagaora_nexi_attivazione`]: 1,
    fatt_interattiva_data: { riepilogo_doc: { pagopa: '1' } },
    [`${P}pagaora_pagopa_attivazione`]: '1',
    [`${P}pagaora_boll`]: 1,
    [`${P}pagaora_worldline_attivazione`]: 1,
    [`${P}pagaora_link_1`]: 1,
    [`${P}pagaora_link_1_url`]: 'https://pay.example/1',
    [`${P}pagaora_link_1_label`]: ' Paga con Satispay ',
    [`${P}pagaora_link_3`]: '1',
    [`${P}pagaora_link_3_url`]: 'http://pay.example/3',
    [`${P}pagaora_bollettino`]: 1,
  };

  it('lists every enabled button in the order of the pay-now area', () => {
    expect(payButtons(untrustedDocument(all))).toEqual([
      { kind: 'firstProvider' },
      { kind: 'pagoPA' },
      { kind: 'slip' },
      { kind: 'secondProvider' },
      { kind: 'link', index: 1, url: 'https://pay.example/1', label: 'Paga con Satispay' },
      { kind: 'link', index: 3, url: 'http://pay.example/3', label: '' },
      { kind: 'billPayment' },
    ]);
  });

  it.each([
    ['pagoPA without riepilogo_doc.pagopa', { ...payable, [`${P}pagaora_pagopa_attivazione`]: 1 }],
    [
      'pagoPA without its activation flag',
      { ...payable, fatt_interattiva_data: { riepilogo_doc: { pagopa: 1 } } },
    ],
    [
      'pagoPA with riepilogo_doc.pagopa "0"',
      {
        ...payable,
        fatt_interattiva_data: { riepilogo_doc: { pagopa: '0' } },
        [`${P}pagaora_pagopa_attivazione`]: 1,
      },
    ],
    ['a link without its flag', { ...payable, [`${P}pagaora_link_2_url`]: 'https://x.example' }],
    [
      'a link without a URL',
      { ...payable, [`${P}pagaora_link_2`]: 1, [`${P}pagaora_link_2_label`]: 'Paga' },
    ],
    [
      'a link whose URL is not http(s) (decision 6)',
      { ...payable, [`${P}pagaora_link_2`]: 1, [`${P}pagaora_link_2_url`]: 'javascript:alert(1)' },
    ],
    ['a flag read as true', { ...payable, [`${P}pagaora_nexi_attivazione`]: true }],
    [
      'a link numbered 6',
      { ...payable, [`${P}pagaora_link_6`]: 1, [`${P}pagaora_link_6_url`]: 'https://x.example' },
    ],
  ])('shows nothing for %s', (_name, doc) => {
    expect(payButtons(untrustedDocument(doc))).toEqual([]);
  });

  it.each([
    [
      'the bill is paid (status 4; template 5 too, project decision 126)',
      { ...all, document_payment_status: 4 },
    ],
    ['a credit', { ...all, document_payment_debt: -12.3 }],
    ['direct debit', { ...all, document_payment: 'RID' }],
    ['no pay-now flag', { ...all, [`${P}esponi_paga_ora`]: 0 }],
    ['not an object', 'doc'],
  ])('is empty when %s', (_name, doc) => {
    expect(payButtons(untrustedDocument(doc))).toEqual([]);
  });
});

describe('isCredit and debtDisplay (spec §2 "credit label, showing the absolute value", §5; decision 7)', () => {
  it.each([
    [109.73, false, '109,73 €'],
    [-45.8, true, '45,80 €'],
    [0, false, '0,00 €'],
    [-1234.5, true, '1.234,50 €'],
    ['-45,80', true, '45,80 euro'],
    ['-45,80 €', true, '45,80 €'],
    ['€ -12,30', true, '€ 12,30'],
    ['437,86', false, '437,86 euro'],
    ['n/d', false, 'n/d euro'],
    ['', false, ''],
    [null, false, ''],
    [undefined, false, ''],
    [Number.NaN, false, ''],
    [{}, false, ''],
  ])('%j is credit: %s, shown as %j', (debt, credit, text) => {
    expect(isCredit(debt)).toBe(credit);
    expect(debtDisplay(debt)).toEqual({ credit, text });
  });
});

describe('showsExpiry (spec §2 "expiry date only when the debt is above zero"; project decision 126)', () => {
  it.each([
    [10, 1, true],
    ['0,01', undefined, true],
    [10, 3, true],
    [10, 4, false],
    [0, 1, false],
    [-5, 1, false],
    [-5, 4, false],
    ['n/d', 1, false],
    [undefined, 1, false],
  ])('debt %j with status %j shows the expiry: %s', (debt, status, expected) => {
    expect(
      showsExpiry(
        untrustedDocument({ document_payment_debt: debt, document_payment_status: status }),
      ),
    ).toBe(expected);
  });
});

describe('amountsTotalRow (decision 16; spec §2 TOTALE DA PAGARE / TOTALE A CREDITO)', () => {
  it.each([
    [109.73, { label: 'TOTALE DA PAGARE', text: '109,73 €' }],
    ['437,86', { label: 'TOTALE DA PAGARE', text: '437,86 euro' }],
    [-12.3, { label: 'TOTALE A CREDITO', text: '12,30 €' }],
    ['-12,30 €', { label: 'TOTALE A CREDITO', text: '12,30 €' }],
    [0, null],
    ['0,00', null],
    ['n/d', null],
    [null, null],
    [[], null],
  ])('debt %j gives %j', (debt, expected) => {
    expect(amountsTotalRow(debt)).toEqual(expected);
  });
});

describe('showsVatTable and showsAmountsChart (spec §5 "only if enabled and non-empty")', () => {
  const doc = (vatFlag: unknown, vat: unknown, chartFlag: unknown, chart: unknown) => ({
    [`${P}sintesi_importi_riepilogo_iva`]: vatFlag,
    [`${P}sintesi_import_grafico`]: chartFlag,
    fatt_interattiva_data: { sintesi_importi: { tabella_iva: vat, grafico_importi: chart } },
  });
  const row = [{ aliquota_iva: '10%', imponibile: '100,00', importo: '10,00' }];
  const slice = [{ label: 'Energia', value: 50 }];
  it.each([
    [doc(1, row, 1, slice), true, true],
    [doc('1', row, '1', slice), true, true],
    [doc(1, [], 1, []), false, false],
    [doc(0, row, 0, slice), false, false],
    [doc('0', row, '0', slice), false, false],
    [doc(1, null, 1, undefined), false, false],
    [doc(1, 'row', 1, 'slice'), false, false],
    [{ [`${P}sintesi_importi_riepilogo_iva`]: 1 }, false, false],
  ])('%j: VAT table %s, chart %s', (value, vat, chart) => {
    expect(showsVatTable(untrustedDocument(value))).toBe(vat);
    expect(showsAmountsChart(untrustedDocument(value))).toBe(chart);
  });
});

describe('summaryStartsOpen and paymentLabelColumns (spec §2 "Payment-data card")', () => {
  it.each([
    [1, true, 2],
    ['1', true, 2],
    [0, false, 1],
    ['0', false, 1],
    [undefined, false, 1],
  ])('flag %j: starts open %s, %i columns', (value, open, columns) => {
    expect(
      summaryStartsOpen(untrustedDocument({ [`${P}bottone_apri_sintesi_importi`]: value })),
    ).toBe(open);
    expect(
      paymentLabelColumns(untrustedDocument({ [`${P}esponi_2colonne_pagamento`]: value })),
    ).toBe(columns);
  });
});
