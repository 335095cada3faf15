import { describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import betaOne from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import betaThree from '../../fixtures/beta-2026-0003.json' with { type: 'json' };
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import {
  amountCents,
  checkReceipt,
  recalculationCents,
  receiptMismatchMessage,
  type ReceiptCheck,
} from './receipt.ts';

const bill = (amount: unknown, righe: unknown, totale?: unknown): BillDocument =>
  ({
    document_amount: amount,
    fatt_interattiva_data: {
      scontrino_energia: { righe, ...(totale === undefined ? {} : { totale }) },
    },
  }) as BillDocument;

const line = (gruppo: string, importo: unknown, ricalcolo?: string) => ({
  gruppo,
  voce: gruppo,
  importo,
  ...(ricalcolo ? { ricalcolo } : {}),
});

describe('amountCents (issue 32: sums in whole cents)', () => {
  it.each([
    ['52,94', 5294],
    ['1.234,56', 123456],
    [0.1 + 0.2, 30],
    ['-12,30 €', -1230],
    [62.185, 6219],
    ['abc', undefined],
    [null, undefined],
  ])('%j is %j cents', (value, cents) => {
    expect(amountCents(value)).toBe(cents);
  });
});

describe("checkReceipt (issue 32: the receipt adds up to the bill's amount, decision 630)", () => {
  it.each([
    ['no block', { document_amount: 10 } as BillDocument, 'none'],
    ['an empty list', bill(10, []), 'none'],
    [
      'lines that add up',
      bill('10,01', [line('iva', '0,01'), line('quota_consumi', 10)]),
      'adds-up',
    ],
    ['floats whose sum drifts', bill(0.3, [line('iva', 0.1), line('iva', 0.2)]), 'adds-up'],
    ['one cent short', bill('10,01', [line('iva', 10)]), 'mismatch'],
    ['a line without an amount', bill(10, [line('iva', 10), line('iva', 'n/d')]), 'mismatch'],
    ['no bill amount', bill(null, [line('iva', 10)]), 'mismatch'],
    ['a printed total that differs', bill(10, [line('iva', 10)], '11,00'), 'mismatch'],
    ['not a list', bill(10, 'righe'), 'none'],
  ])('%s: %s', (_name, doc, kind) => {
    expect(checkReceipt(doc).kind).toBe(kind);
  });

  it("orders the groups as ARERA prints them, a supplier's own group last, subtotals in cents", () => {
    const check = checkReceipt(
      bill(20, [
        line('iva', 2),
        line('Servizi aggiuntivi', 3),
        line('quota_consumi', 10),
        line('QUOTA_FISSA', 5),
      ]),
    );
    if (check.kind !== 'adds-up') throw new Error(check.kind);
    expect(check.groups.map((group) => [group.group, group.subtotalCents])).toEqual([
      ['quota_consumi', 1000],
      ['quota_fissa', 500],
      ['iva', 200],
      [{ text: 'Servizi aggiuntivi' }, 300],
    ]);
    expect(check.totalCents).toBe(2000);
  });

  it.each([
    ['alfa-2026-0001', alfaOne.document, 10973],
    ['alfa-2026-0002', alfaTwo.document, 52420],
    ['beta-2026-0001', betaOne.document, 23874],
    ['beta-2026-0003', betaThree.document, 5430],
  ])('the sample %s adds up to its amount', (_id, doc, cents) => {
    expect(checkReceipt(doc as BillDocument)).toMatchObject({ kind: 'adds-up', totalCents: cents });
  });
});

describe('a mismatch, as the page and the ingestion API report it (decisions 630, 634)', () => {
  const mismatchOf = (doc: BillDocument) => {
    const check = checkReceipt(doc);
    if (check.kind !== 'mismatch') throw new Error(check.kind);
    return check;
  };

  it.each<[string, BillDocument, Partial<ReceiptCheck>, string]>([
    [
      'a cent short of the amount',
      bill('10,01', [line('iva', 10)]),
      { linesCents: 1000, billCents: 1001, printedCents: undefined },
      'the lines do not add up to document_amount (lines 10.00, document_amount 10.01)',
    ],
    [
      'a printed total that differs',
      bill(10, [line('iva', 10)], '11,00'),
      { linesCents: 1000, billCents: 1000, printedCents: 1100 },
      'the lines do not add up to the printed totale (lines 10.00, document_amount 10.00, totale 11.00)',
    ],
    [
      'an unreadable line',
      bill(10, [line('iva', 4), line('iva', 'n/d')]),
      { linesCents: 400, billCents: 1000 },
      'line 1 has no readable amount (importo) (lines 4.00, document_amount 10.00)',
    ],
    [
      'no amount to compare with',
      bill(null, [line('iva', 10)]),
      { linesCents: 1000, billCents: undefined },
      'the lines do not add up to document_amount (lines 10.00, document_amount not readable)',
    ],
  ])('%s: both sums in cents, and the reason in words', (_name, doc, sums, words) => {
    const check = mismatchOf(doc);
    expect(check).toMatchObject(sums);
    expect(receiptMismatchMessage(check)).toBe(`scontrino_energia is not shown: ${words}`);
  });
});

describe('recalculationCents (issue 32: what the comparison counts apart)', () => {
  it('sums the adjustments and the corrected estimates apart, any case', () => {
    const doc = bill(0, [
      line('ricalcoli', '20,02', 'conguaglio'),
      line('ricalcoli', '-5,00', 'STIMA'),
      line('ricalcoli', '1,00', 'Stima'),
      line('quota_consumi', 7),
    ]);
    expect(recalculationCents(doc)).toEqual({ adjustments: 2002, estimates: -400 });
  });
});
