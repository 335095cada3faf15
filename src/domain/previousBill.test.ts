import { describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaThree from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import alfaCredit from '../../fixtures/alfa-2026-0005.json' with { type: 'json' };
import betaZero from '../../fixtures/beta-2026-0005.json' with { type: 'json' };
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { billComparison } from './billComparison.ts';
import { asPreviousBill, supplyKeysOf, withStoredPreviousBill } from './previousBill.ts';

type Data = Record<string, unknown>;
const copy = (doc: object): Data => structuredClone(doc) as Data;
const dataOf = (doc: Data): Data => doc['fatt_interattiva_data'] as Data;
const supplyOf = (doc: Data): Data => (dataOf(doc)['fornitura'] as Data[])[0] ?? {};
const withoutPrevious = (doc: object): Data => {
  const bill = copy(doc);
  delete dataOf(bill)['bolletta_precedente'];
  return bill;
};

describe('supplyKeysOf (issue 32: which stored bills are of the same supply, decision 661)', () => {
  it('keys a bill by its customer code, its only supply point and its issue day', () => {
    expect(supplyKeysOf(alfaOne.document, alfaOne.profile)).toEqual({
      clientCode: '0010458321',
      supplyPoint: 'POD:IT002E04518732',
      billDate: '2026-03-05',
    });
    expect(supplyKeysOf(alfaTwo.document, null)?.supplyPoint).toBe('PDR:00881234567890');
  });

  it("takes the profile's idAnagrafica when the bill prints no customer code", () => {
    const bill = copy(alfaOne.document);
    bill['index_fields'] = [];
    expect(supplyKeysOf(bill, { idAnagrafica: 'C-9' })?.clientCode).toBe('C-9');
    expect(supplyKeysOf(bill, {})).toBeUndefined();
  });

  it('writes the point code without spaces in capitals, and reads an Italian date', () => {
    const bill = copy(alfaOne.document);
    bill['document_date'] = '05/03/2026';
    supplyOf(bill)['pod'] = ' it002e 04518732 ';
    expect(supplyKeysOf(bill, null)).toMatchObject({
      supplyPoint: 'POD:IT002E04518732',
      billDate: '2026-03-05',
    });
  });

  it('has no keys for several supplies, no point code or no issue date (decision 632)', () => {
    expect(supplyKeysOf(alfaThree.document, null)).toBeUndefined();
    const noCode = copy(alfaOne.document);
    supplyOf(noCode)['pod'] = '';
    expect(supplyKeysOf(noCode, null)).toBeUndefined();
    const noDate = copy(alfaOne.document);
    noDate['document_date'] = '0000-00-00';
    expect(supplyKeysOf(noDate, null)).toBeUndefined();
    expect(supplyKeysOf('not a bill', null)).toBeUndefined();
  });
});

describe('asPreviousBill (what a stored bill says as the next one\u2019s, decision 662)', () => {
  it('gives the facts billComparison reads of the bill itself', () => {
    expect(asPreviousBill(alfaOne.document)).toEqual({
      document_number: 'A2026000101',
      document_date: '2026-03-05',
      document_amount: 109.73,
      document_period_start: '2026-01-01',
      document_period_end: '2026-02-28',
      n_giorni: 59,
      consumo: 446,
      unita: 'kWh',
      importo_ricalcoli_conguaglio: 0,
      importo_ricalcoli_stima: 0,
    });
    expect(asPreviousBill(alfaTwo.document)?.unita).toBe('Smc');
  });

  it('compares a later bill with it exactly as the bill compared itself', () => {
    const earlier = alfaOne.document as unknown as BillDocument;
    const later = withStoredPreviousBill(
      withoutPrevious(alfaOne.document),
      asPreviousBill(earlier),
    );
    expect(billComparison(later as unknown as BillDocument)?.previous).toEqual(
      billComparison(earlier)?.current,
    );
  });

  it('counts the days from the period when n_giorni is missing', () => {
    const bill = copy(alfaOne.document);
    delete (supplyOf(bill)['consumi'] as Data)['n_giorni'];
    expect(asPreviousBill(bill)?.n_giorni).toBe(59);
  });

  it('leaves the recalculations out of a bill without a receipt', () => {
    const bill = copy(alfaOne.document);
    delete dataOf(bill)['scontrino_energia'];
    const previous = asPreviousBill(bill);
    expect(previous).not.toHaveProperty('importo_ricalcoli_conguaglio');
    expect(previous).not.toHaveProperty('importo_ricalcoli_stima');
  });

  it('gives nothing for a credit note, a bill of 0 or one without its energy', () => {
    expect(asPreviousBill(alfaCredit.document)).toBeUndefined();
    expect(asPreviousBill(betaZero.document)).toBeUndefined();
    const positiveCredit = copy(alfaCredit.document);
    positiveCredit['document_amount'] = 45.8;
    expect(asPreviousBill(positiveCredit)).toBeUndefined();
    const noEnergy = copy(alfaOne.document);
    delete (supplyOf(noEnergy)['consumi'] as Data)['consumo'];
    expect(asPreviousBill(noEnergy)).toBeUndefined();
    expect(asPreviousBill(alfaThree.document)).toBeUndefined();
  });
});

describe('withStoredPreviousBill (decision 663: the billing system\u2019s own wins)', () => {
  const stored = { document_number: 'S-1', document_amount: 10 };

  it('puts the stored bill where the billing system sent none, or null', () => {
    const bill = withoutPrevious(alfaOne.document);
    expect(dataOf(withStoredPreviousBill(bill, stored))['bolletta_precedente']).toBe(stored);
    dataOf(bill)['bolletta_precedente'] = null;
    expect(dataOf(withStoredPreviousBill(bill, stored))['bolletta_precedente']).toBe(stored);
    expect(dataOf(bill)['bolletta_precedente']).toBeNull();
  });

  it('keeps the one the billing system sent, and a bill with nothing stored, as they are', () => {
    const sent = copy(alfaOne.document);
    expect(withStoredPreviousBill(sent, stored)).toBe(sent);
    const bill = withoutPrevious(alfaOne.document);
    expect(withStoredPreviousBill(bill, null)).toBe(bill);
    const noData = { document_number: 'X' };
    expect(withStoredPreviousBill(noData, stored)).toBe(noData);
  });
});
