import { describe, expect, it } from 'vitest';
import alfaOne from '../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaTwo from '../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaThree from '../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import alfaCredit from '../../fixtures/alfa-2026-0005.json' with { type: 'json' };
import alfaEight from '../../fixtures/alfa-2026-0008.json' with { type: 'json' };
import betaOne from '../../fixtures/beta-2026-0001.json' with { type: 'json' };
import betaThree from '../../fixtures/beta-2026-0003.json' with { type: 'json' };
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { billComparison, daysBetween } from './billComparison.ts';

const compare = (doc: unknown) => billComparison(doc as BillDocument);

describe('billComparison (issue 32: which two bills are compared, decision 632)', () => {
  it('compares with the previous bill the billing system sent', () => {
    expect(compare(alfaOne.document)).toEqual({
      source: 'previous',
      unit: 'kWh',
      previous: {
        amountCents: 11840,
        days: 61,
        quantity: 517,
        adjustmentsCents: 0,
        estimateCorrectionsCents: 0,
      },
      current: {
        amountCents: 10973,
        days: 59,
        quantity: 446,
        adjustmentsCents: 0,
        estimateCorrectionsCents: 0,
      },
      difference: {
        totalCents: -867,
        parts: [
          { kind: 'days', cents: -388 },
          { kind: 'consumption', cents: -1238 },
          { kind: 'price', cents: 759 },
        ],
      },
    });
  });

  it("counts this bill's adjustments and corrected estimates apart, from its receipt", () => {
    expect(compare(alfaTwo.document)?.current).toMatchObject({
      adjustmentsCents: 2002,
      estimateCorrectionsCents: 0,
    });
    expect(compare(betaOne.document)).toMatchObject({
      unit: 'Smc',
      current: { estimateCorrectionsCents: 8054 },
      difference: { totalCents: 11744 },
    });
  });

  it('without a previous bill, compares the billed months with the same months a year earlier', () => {
    expect(compare(alfaEight.document)).toMatchObject({
      source: 'lastYear',
      previous: { amountCents: 41212, days: 62, quantity: 351 },
      current: { amountCents: 38412, days: 62, quantity: 326 },
      difference: { totalCents: -2800 },
    });
  });

  it.each([
    ['several supplies', alfaThree.document],
    ['a credit note', alfaCredit.document],
    ['neither a previous bill nor a spend history', betaThree.document],
    ['no bill at all', undefined],
  ])('compares nothing for %s', (_name, doc) => {
    expect(compare(doc)).toBeUndefined();
  });

  it('compares nothing when the previous bill has no readable amount', () => {
    const doc = structuredClone(alfaOne.document);
    doc.fatt_interattiva_data.bolletta_precedente.document_amount = 'n/d';
    expect(compare(doc)).toMatchObject({ source: 'lastYear' });
  });
});

describe('daysBetween (both ends billed)', () => {
  it.each([
    ['2026-01-01', '2026-02-28', 59],
    ['01/11/2025', '31/12/2025', 61],
    ['2024-02-01', '2024-02-29', 29],
    ['2026-03-01', '2026-02-28', undefined],
    ['', '2026-02-28', undefined],
  ])('%s to %s is %s days', (start, end, days) => {
    expect(daysBetween(start, end)).toBe(days);
  });
});
