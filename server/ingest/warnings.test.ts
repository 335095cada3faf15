// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBundle } from '../bundles.ts';
import { warningsOf } from './warnings.ts';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures');
/** A sample bill as read from fixtures/, a fresh copy each time. */
const sample = (id: string) => readBundle(path.join(fixtures, `${id}.json`));
const alfaOne = 'alfa-2026-0001';
const alfaThree = 'alfa-2026-0003';

describe('warningsOf (issue 32: a receipt that does not add up, decision 634)', () => {
  it('has nothing to say of a receipt that adds up, or of a bill without one', () => {
    expect(warningsOf(sample(alfaOne))).toEqual([]);
    expect(sample(alfaThree).document.fatt_interattiva_data?.scontrino_energia).toBeUndefined();
    expect(warningsOf(sample(alfaThree))).toEqual([]);
  });

  it("warns of a receipt whose lines miss the bill's amount, pointing into the bundle", () => {
    const bundle = sample(alfaOne);
    bundle.document.document_amount = '110,00';
    expect(warningsOf(bundle)).toEqual([
      {
        code: 'receipt-mismatch',
        pointer: '/document/fatt_interattiva_data/scontrino_energia',
        message:
          'scontrino_energia is not shown: the lines do not add up to document_amount (lines 109.73, document_amount 110.00, totale 109.73)',
        linesCents: 10973,
        documentAmountCents: 11000,
        totaleCents: 10973,
      },
    ]);
  });

  it('gives null for a sum it cannot read', () => {
    const bundle = sample(alfaOne);
    bundle.document.document_amount = 'n/d';
    const receipt = bundle.document.fatt_interattiva_data?.scontrino_energia;
    if (!receipt) throw new Error('the sample has a receipt');
    delete receipt.totale;
    expect(warningsOf(bundle)).toMatchObject([
      { linesCents: 10973, documentAmountCents: null, totaleCents: null },
    ]);
  });
});
