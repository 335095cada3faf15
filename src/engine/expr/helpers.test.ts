import { describe, expect, it } from 'vitest';
import type { ResolveContext } from '../context.ts';
import { compileExpression } from './compile.ts';
import { expressionHelpers, helperNames } from './helpers.ts';

const P = 'bolletta_interattiva_';

/** Evaluates an expression as resolve does: over the context, with the helpers bound. */
async function evaluate(source: string, doc: unknown): Promise<unknown> {
  const context: ResolveContext = { doc, device: 'desktop', locale: 'it' };
  return compileExpression(source).evaluate(context, expressionHelpers(context));
}

describe('helper names', () => {
  it('lists exactly the bound helpers, each a function', () => {
    const helpers = expressionHelpers({ doc: {}, device: 'desktop', locale: 'it' });
    expect(Object.keys(helpers)).toEqual(helperNames);
    for (const name of helperNames) expect(typeof helpers[name]).toBe('function');
  });
});

describe('payment helpers (spec §4 "Payment status"; project decision 58)', () => {
  const status = (document_payment_status: unknown, extra: Record<string, unknown> = {}) => ({
    [`${P}esponi_stato_pagamento`]: '1',
    document_payment_debt: '12,50',
    document_payment_status,
    ...extra,
  });
  it.each([
    [status(0), 'cancelled'],
    [status(3), 'toValidate'],
    [status('4'), 'paid'],
    [status(4, { document_payment: 'RID' }), 'directDebit'],
    [status(1), undefined],
    [status(4, { document_payment_debt: -3 }), undefined],
    [status(4, { [`${P}esponi_stato_pagamento`]: '0' }), undefined],
    ['not a document', undefined],
  ])('$paymentStatusMessage() of %j is %j', async (doc, expected) => {
    expect(await evaluate('$paymentStatusMessage()', doc)).toBe(expected);
  });

  it('compares in a visible expression, and yields nothing when there is no message', async () => {
    expect(await evaluate("$paymentStatusMessage() = 'paid'", status(4))).toBe(true);
    expect(await evaluate("$paymentStatusMessage() = 'paid'", status(1))).toBe(false);
    expect(await evaluate('$exists($paymentStatusMessage())', status(1))).toBe(false);
  });

  const payable = {
    document_payment_status: 2,
    document_payment_debt: 96.1,
    [`${P}esponi_paga_ora`]: 1,
    [`${P}esponi_rid`]: '1',
  };
  it.each([
    [payable, true, true],
    [{ ...payable, document_payment: 'rid' }, false, false],
    [{ ...payable, document_payment_status: 4 }, false, true],
    [{ ...payable, [`${P}esponi_paga_ora`]: '0', [`${P}esponi_rid`]: 0 }, false, false],
    [null, false, false],
  ])(
    '%j: $showsPayNow() %s, $showsDirectDebitPromotion() %s (spec §4, §5)',
    async (doc, payNow, promotion) => {
      expect(await evaluate('$showsPayNow()', doc)).toBe(payNow);
      expect(await evaluate('$showsDirectDebitPromotion()', doc)).toBe(promotion);
    },
  );

  it.each([
    [-45.8, true, false],
    ['-12,30 €', true, false],
    [109.73, false, true],
    ['1.234,56', false, true],
    [0, false, false],
    [undefined, false, false],
    ['n/d', false, false],
  ])(
    'debt %j: $isCredit() %s, $showsExpiry() %s (spec §2, §5; decision 7)',
    async (debt, credit, expiry) => {
      const doc = { document_payment_debt: debt };
      expect(await evaluate('$isCredit()', doc)).toBe(credit);
      expect(await evaluate('$showsExpiry()', doc)).toBe(expiry);
    },
  );

  it.each([
    [1, [{ aliquota_iva: 10 }], true],
    ['1', [], false],
    ['0', [{ aliquota_iva: 10 }], false],
  ])(
    'flag %j with rows %j: $showsVatTable() and $showsAmountsChart() are %s (spec §5)',
    async (flag, rows, shown) => {
      const doc = {
        [`${P}sintesi_importi_riepilogo_iva`]: flag,
        [`${P}sintesi_import_grafico`]: flag,
        fatt_interattiva_data: { sintesi_importi: { tabella_iva: rows, grafico_importi: rows } },
      };
      expect(await evaluate('$showsVatTable()', doc)).toBe(shown);
      expect(await evaluate('$showsAmountsChart()', doc)).toBe(shown);
    },
  );
});

describe('supply helpers (spec §5 "supply selector only when more than one supply")', () => {
  it.each([
    [[{ pod: 'a' }, { pod: 'b' }], true],
    [[{ pod: 'a' }], false],
    [[], false],
    ['fornitura', false],
  ])('$hasManySupplies() of %j is %s', async (fornitura, expected) => {
    const doc = { fatt_interattiva_data: { fornitura } };
    expect(await evaluate('$hasManySupplies()', doc)).toBe(expected);
  });
});

describe('web bill helper (spec §5 "Display rules": the web bill tile only when scelta_bolletta_web is \'1\')', () => {
  it.each([
    ['1', true],
    [1, true],
    ['0', false],
    [0, false],
    [null, false],
    [undefined, false],
  ])('$showsWebBill() with scelta_bolletta_web %j is %s', async (scelta_bolletta_web, shown) => {
    const doc = { fatt_interattiva_data: { riepilogo_doc: { scelta_bolletta_web } } };
    expect(await evaluate('$showsWebBill()', doc)).toBe(shown);
  });
});
