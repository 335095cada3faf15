import { describe, expect, it } from 'vitest';
import {
  instalmentAmountText,
  instalmentNumber,
  instalmentPayLink,
  instalmentState,
  showsUniquePaymentHeading,
  sortInstalments,
  totalPaidMessage,
} from './instalments.ts';

const english = { paid: 'Paid', toPay: 'To be paid', cancelled: 'Cancelled' };

describe('instalmentState (spec §4 "Instalment state"; decision 10)', () => {
  it.each([
    ['Pagata', 'paid'],
    ['PAGATA', 'paid'],
    [' Pagata', 'paid'],
    ['Da pagare', 'toPay'],
    ['da pagare ', 'toPay'],
    ['Da Pagare', 'toPay'],
    ['annullata', 'cancelled'],
    ['Annullata', 'cancelled'],
    ['Pagato', null],
    ['Da  pagare', null],
    ['', null],
    [null, null],
    [4, null],
  ])('reads %j as %j', (value, expected) => {
    expect(instalmentState(value)).toBe(expected);
  });

  it.each([
    ['paid', 'paid'],
    [' TO BE PAID ', 'toPay'],
    ['Cancelled', 'cancelled'],
    ['Pagata', 'paid'],
    ['Da pagare', 'toPay'],
  ])('with an English catalogue reads %j as %j (Italian still understood)', (value, expected) => {
    expect(instalmentState(value, english)).toBe(expected);
  });
});

describe('instalmentAmountText (spec §5 "\' €\' is added when the value is numeric"; decision 10)', () => {
  it.each([
    [152.4, '152,40 €'],
    [1234.5, '1.234,50 €'],
    [0, '0,00 €'],
    ['218,92', '218,92 €'],
    [' 150 ', '150 €'],
    ['1.234,56', '1.234,56 €'],
    ['221.80', '221.80 €'],
    ['-12,30', '-12,30 €'],
    ['218,92 €', '218,92 €'],
    ['218,92 euro', '218,92 euro'],
    ['da definire', 'da definire'],
    ['', ''],
    [null, ''],
    [Number.NaN, ''],
    [{}, ''],
  ])('shows %j as %j', (value, expected) => {
    expect(instalmentAmountText(value)).toBe(expected);
  });
});

describe('sortInstalments and instalmentNumber (spec §3 "numero 0 = single/balance item, listed last")', () => {
  it.each([
    [
      [{ numero: 0 }, { numero: 1 }, { numero: 2 }],
      [{ numero: 1 }, { numero: 2 }, { numero: 0 }],
    ],
    [
      [{ numero: '0' }, { numero: '2' }, { numero: '1' }],
      [{ numero: '2' }, { numero: '1' }, { numero: '0' }],
    ],
    [
      [{ numero: 3 }, 'x', null, [1], { numero: 1 }],
      [{ numero: 3 }, { numero: 1 }],
    ],
    [
      [{}, { numero: 0 }, { numero: null }],
      [{}, { numero: null }, { numero: 0 }],
    ],
    [[], []],
    ['rate', []],
    [null, []],
  ])('orders %j as %j', (rate, expected) => {
    expect(sortInstalments(rate)).toEqual(expected);
  });

  it.each([
    [{ numero: 0 }, 0],
    [{ numero: ' 2 ' }, 2],
    [{ numero: 1.5 }, undefined],
    [{ numero: 'uno' }, undefined],
    [null, undefined],
  ])('reads the number of %j as %s', (item, expected) => {
    expect(instalmentNumber(item)).toBe(expected);
  });
});

describe('showsUniquePaymentHeading (spec §2 "unique payment for item numbered 0 when no instalment is paid")', () => {
  it.each([
    ['only the balance', [{ numero: 0, stato_pagamento: 'Da pagare' }], true],
    [
      'nothing paid',
      [
        { numero: 1, stato_pagamento: 'Da pagare' },
        { numero: 0, stato_pagamento: 'Da pagare' },
      ],
      true,
    ],
    [
      'an instalment paid',
      [
        { numero: 1, stato_pagamento: ' PAGATA' },
        { numero: 0, stato_pagamento: 'Da pagare' },
      ],
      false,
    ],
    [
      'the balance itself paid',
      [
        { numero: 1, stato_pagamento: 'Annullata' },
        { numero: '0', stato_pagamento: 'Pagata' },
      ],
      true,
    ],
    ['no item 0', [{ numero: 1, stato_pagamento: 'Da pagare' }], false],
    ['empty', [], false],
    ['not a list', { numero: 0 }, false],
  ])('%s: %s', (_name, rate, expected) => {
    expect(showsUniquePaymentHeading(rate)).toBe(expected);
  });
});

describe('instalmentPayLink (spec §4 "Only to be paid gives an active pay button"; decision 6)', () => {
  it.each([
    [
      { stato_pagamento: 'Da pagare', link_pagamento: 'https://pay.example/r/1' },
      'https://pay.example/r/1',
    ],
    [
      { stato_pagamento: 'da pagare ', link_pagamento: ' http://pay.example ' },
      'http://pay.example',
    ],
    [{ stato_pagamento: 'Pagata', link_pagamento: 'https://pay.example/r/1' }, null],
    [{ stato_pagamento: 'Annullata', link_pagamento: 'https://pay.example/r/1' }, null],
    [{ stato_pagamento: 'Da pagare', link_pagamento: 'javascript:alert(1)' }, null],
    [{ stato_pagamento: 'Da pagare' }, null],
    ['rata', null],
  ])('%j links to %j', (item, expected) => {
    expect(instalmentPayLink(item)).toBe(expected);
  });
});

describe('totalPaidMessage (spec §4 "if totaledapagare > 0 the amount to pay is shown")', () => {
  it.each([
    [371.8, { kind: 'toPay', text: '371,80 €' }],
    ['437,86', { kind: 'toPay', text: '437,86 €' }],
    ['437,86 €', { kind: 'toPay', text: '437,86 €' }],
    [0, { kind: 'totalPaid' }],
    ['0', { kind: 'totalPaid' }],
    [-5, { kind: 'totalPaid' }],
    [null, null],
    [undefined, null],
    ['n/d', null],
    [{}, null],
  ])('%j gives %j', (value, expected) => {
    expect(totalPaidMessage(value)).toEqual(expected);
  });
});
