import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billDifference,
  differenceReason,
  type BillDifference,
  type BillFacts,
  type DifferencePart,
} from './billDifference.ts';

/** The last bill of every row unless it says otherwise: 30 days, 100 kWh at 1 €, 100 €. */
const last: BillFacts = {
  amountCents: 10_000,
  days: 30,
  quantity: 100,
  adjustmentsCents: 0,
  estimateCorrectionsCents: 0,
};

const bill = (facts: Partial<BillFacts>): BillFacts => ({ ...last, ...facts });

const sum = (parts: readonly DifferencePart[]): number =>
  parts.reduce((total, part) => total + part.cents, 0);

// Issue 32: days = (D1−D0)·(Q0/D0)·p0, consumption = (Q1 − Q0·D1/D0)·p0, price = Q1·(p1−p0)
// with p = (total − adjustments − estimate corrections) / Q; decisions 650–653. Expected cents
// are worked by hand in each row's comment.
describe('issue 32: what the change of the total is made of', () => {
  it.each<[string, BillFacts, BillFacts, BillDifference]>([
    ['the same bill again: nothing changed', last, last, { totalCents: 0, parts: [] }],
    [
      // 3 more days at the last pace of 100/30 kWh a day and 100 c/kWh: 3 · 100/30 · 100.
      'three more days at the same pace and price',
      last,
      bill({ amountCents: 11_000, days: 33, quantity: 110 }),
      { totalCents: 1_000, parts: [{ kind: 'days', cents: 1_000 }] },
    ],
    [
      // (120 − 100 · 30/30) · 100.
      'more consumption over the same days',
      last,
      bill({ amountCents: 12_000, quantity: 120 }),
      { totalCents: 2_000, parts: [{ kind: 'consumption', cents: 2_000 }] },
    ],
    [
      // 100 kWh · (125 − 100) c/kWh.
      'a higher price for the same energy',
      last,
      bill({ amountCents: 12_500 }),
      { totalCents: 2_500, parts: [{ kind: 'price', cents: 2_500 }] },
    ],
    [
      // days 1 · 100/30 · 100 = 333.33; consumption (124 − 103.33) · 100 = 2066.67;
      // price 124 · 10 = 1240; floors 333 + 2066 + 1240 = 3639, the missing cent to .67.
      'one more day, more energy and a higher price at once',
      last,
      bill({ amountCents: 13_640, days: 31, quantity: 124 }),
      {
        totalCents: 3_640,
        parts: [
          { kind: 'days', cents: 333 },
          { kind: 'consumption', cents: 2_067 },
          { kind: 'price', cents: 1_240 },
        ],
      },
    ],
    [
      'a conguaglio on this bill, the energy as before',
      last,
      bill({ amountCents: 13_000, adjustmentsCents: 3_000 }),
      { totalCents: 3_000, parts: [{ kind: 'adjustments', cents: 3_000 }] },
    ],
    [
      'a conguaglio on the last bill and none on this one',
      bill({ amountCents: 13_000, adjustmentsCents: 3_000 }),
      last,
      { totalCents: -3_000, parts: [{ kind: 'adjustments', cents: -3_000 }] },
    ],
    [
      'an estimated reading corrected in the customer’s favour',
      last,
      bill({ amountCents: 9_000, estimateCorrectionsCents: -1_000 }),
      { totalCents: -1_000, parts: [{ kind: 'estimates', cents: -1_000 }] },
    ],
    [
      // Energy 100 € as before; the refund of 125 € makes the bill a credit of 25 €.
      'a credit: a refunding conguaglio larger than the energy',
      last,
      bill({ amountCents: -2_500, adjustmentsCents: -12_500 }),
      { totalCents: -12_500, parts: [{ kind: 'adjustments', cents: -12_500 }] },
    ],
    [
      // days (29 − 30) · 100/30 · 100 = −333.33, consumption (95 − 96.67) · 100 = −166.67;
      // floors −334 − 167 = −501, a cent more than −500, given to the larger fraction
      // (days .67 against .33).
      'one day fewer and less energy',
      last,
      bill({ amountCents: 9_500, days: 29, quantity: 95 }),
      {
        totalCents: -500,
        parts: [
          { kind: 'days', cents: -333 },
          { kind: 'consumption', cents: -167 },
        ],
      },
    ],
    [
      // The known limit of decision 650: p0 = 3000/10 = 300 c/kWh, mostly fixed charges.
      // consumption (300 − 10) · 300 = 87000; price 300 · (9000/300 − 300) = −81000.
      'little energy on the last bill: the price per kWh swings, the parts outgrow the change',
      bill({ amountCents: 3_000, quantity: 10 }),
      bill({ amountCents: 9_000, quantity: 300 }),
      {
        totalCents: 6_000,
        parts: [
          { kind: 'consumption', cents: 87_000 },
          { kind: 'price', cents: -81_000 },
        ],
      },
    ],
  ])('%s', (_name, previous, current, expected) => {
    expect(billDifference(previous, current)).toEqual(expected);
  });
});

// Decision 651: parts rounded one by one would not add up; the largest remainder does.
describe('issue 32: rounding to the cent keeps the sum (decision 651)', () => {
  it.each<[string, BillFacts, BillFacts, DifferencePart[], number]>([
    [
      // p0 = 202/2 = 101; days 1 · 2/4 · 101 = 50.5; consumption (3 − 2.5) · 101 = 50.5;
      // price 3 · (101 − 101) = 0. Rounded half up each: 51 + 51 = 102, a cent too many.
      // Floors 50 + 50, the missing cent to the earlier of the tie.
      'two halves',
      { ...last, amountCents: 202, days: 4, quantity: 2 },
      { ...last, amountCents: 303, days: 5, quantity: 3 },
      [
        { kind: 'days', cents: 51 },
        { kind: 'consumption', cents: 50 },
      ],
      102,
    ],
    [
      // p0 = 100/3; days 1 · 3/3 · p0 = 33.33; consumption (5 − 4) · p0 = 33.33;
      // price 5 · (167/5 − 100/3) = 0.33. Rounded each: 33 + 33 + 0 = 66, a cent short of 67.
      'three thirds',
      { ...last, amountCents: 100, days: 3, quantity: 3 },
      { ...last, amountCents: 167, days: 4, quantity: 5 },
      [
        { kind: 'days', cents: 34 },
        { kind: 'consumption', cents: 33 },
      ],
      66,
    ],
  ])('%s', (_name, previous, current, expected, naive) => {
    const difference = billDifference(previous, current);
    expect(difference.parts).toEqual(expected);
    expect(sum(difference.parts)).toBe(difference.totalCents);
    expect(naive).not.toBe(difference.totalCents);
  });
});

// Decisions 652 and 654: facts the split cannot carry put the energy's change in `other`.
describe('issue 32: facts the split cannot use', () => {
  it.each<[string, BillFacts, BillFacts, BillDifference]>([
    [
      'no energy on the last bill (no price to start from)',
      bill({ amountCents: 1_000, quantity: 0 }),
      last,
      { totalCents: 9_000, parts: [{ kind: 'other', cents: 9_000 }] },
    ],
    [
      'no days on the last bill',
      bill({ days: 0 }),
      bill({ amountCents: 12_000 }),
      { totalCents: 2_000, parts: [{ kind: 'other', cents: 2_000 }] },
    ],
    [
      'no energy on this bill, only fixed charges and a conguaglio',
      last,
      bill({ amountCents: 2_500, quantity: 0, adjustmentsCents: 500 }),
      {
        totalCents: -7_500,
        parts: [
          { kind: 'adjustments', cents: 500 },
          { kind: 'other', cents: -8_000 },
        ],
      },
    ],
    [
      'negative days',
      last,
      bill({ amountCents: 12_000, days: -30 }),
      { totalCents: 2_000, parts: [{ kind: 'other', cents: 2_000 }] },
    ],
    [
      'a quantity that is not a number',
      last,
      bill({ amountCents: 12_000, quantity: Number.NaN }),
      { totalCents: 2_000, parts: [{ kind: 'other', cents: 2_000 }] },
    ],
    [
      'adjustments that are not whole cents: the whole change is unexplained',
      last,
      bill({ amountCents: 12_000, adjustmentsCents: 10.5 }),
      { totalCents: 2_000, parts: [{ kind: 'other', cents: 2_000 }] },
    ],
    [
      'a total that is not whole cents: rounded to the cent, unexplained',
      last,
      bill({ amountCents: 12_000.4 }),
      { totalCents: 2_000, parts: [{ kind: 'other', cents: 2_000 }] },
    ],
    [
      'a total that is not a number: no difference at all',
      last,
      bill({ amountCents: Number.POSITIVE_INFINITY }),
      { totalCents: 0, parts: [] },
    ],
  ])('%s', (_name, previous, current, expected) => {
    expect(billDifference(previous, current)).toEqual(expected);
  });
});

/** Facts of a real bill: whole cents, days and energy above 0. */
const realFacts = fc.record({
  amountCents: fc.integer({ min: -1_000_000, max: 10_000_000 }),
  days: fc.integer({ min: 1, max: 400 }),
  quantity: fc.double({ min: 1, max: 100_000, noNaN: true }),
  adjustmentsCents: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  estimateCorrectionsCents: fc.integer({ min: -1_000_000, max: 1_000_000 }),
});

/** Any number a caller could pass, the awkward ones often. */
const anyNumber = fc.oneof(
  fc.integer({ min: -10_000_000, max: 10_000_000 }),
  fc.double({ noDefaultInfinity: false, noNaN: false }),
  fc.constantFrom(0, -0, 1, -1, 0.5, 1e-300, 1e300, Number.MAX_VALUE, Number.NaN),
);

/** Half real bills, half anything at all in each field. */
const anyFacts = fc.oneof(
  realFacts,
  fc.record({
    amountCents: anyNumber,
    days: anyNumber,
    quantity: anyNumber,
    adjustmentsCents: anyNumber,
    estimateCorrectionsCents: anyNumber,
  }),
);

describe('issue 32: the parts always add up to the change, to the cent', () => {
  it('for any facts at all: whole cents, never NaN, never a throw', () => {
    fc.assert(
      fc.property(anyFacts, anyFacts, (previous, current) => {
        const { totalCents, parts } = billDifference(previous, current);
        expect(Number.isSafeInteger(totalCents)).toBe(true);
        for (const part of parts) {
          expect(Number.isSafeInteger(part.cents)).toBe(true);
          expect(part.cents).not.toBe(0);
        }
        expect(sum(parts)).toBe(totalCents);
      }),
      { numRuns: 2_000 },
    );
  });

  it('for real bills: the total is this one’s less the last, each energy part within a cent', () => {
    fc.assert(
      fc.property(realFacts, realFacts, (previous, current) => {
        const { totalCents, parts } = billDifference(previous, current);
        expect(totalCents).toBe(current.amountCents - previous.amountCents);
        expect(sum(parts)).toBe(totalCents);
        expect(parts.map((part) => part.kind)).not.toContain('other');
        const energy = (facts: BillFacts) =>
          facts.amountCents - facts.adjustmentsCents - facts.estimateCorrectionsCents;
        const p0 = energy(previous) / previous.quantity;
        const p1 = energy(current) / current.quantity;
        const exact = {
          days: (current.days - previous.days) * (previous.quantity / previous.days) * p0,
          consumption: (current.quantity - (previous.quantity * current.days) / previous.days) * p0,
          price: current.quantity * (p1 - p0),
        };
        for (const part of parts) {
          if (part.kind in exact) {
            const kind = part.kind as keyof typeof exact;
            expect(Math.abs(part.cents - exact[kind])).toBeLessThan(1);
          }
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('issue 32: which way the bill went, and mainly why', () => {
  it.each<[string, BillDifference, ReturnType<typeof differenceReason>]>([
    ['nothing changed', { totalCents: 0, parts: [] }, { direction: 'same', main: null }],
    [
      'the same total, price up and consumption down as much',
      {
        totalCents: 0,
        parts: [
          { kind: 'consumption', cents: -500 },
          { kind: 'price', cents: 500 },
        ],
      },
      { direction: 'same', main: null },
    ],
    [
      'up, mostly the price',
      {
        totalCents: 3_000,
        parts: [
          { kind: 'consumption', cents: 1_000 },
          { kind: 'price', cents: 2_000 },
        ],
      },
      { direction: 'up', main: { kind: 'price', cents: 2_000 } },
    ],
    [
      'down, mostly a refunding conguaglio',
      {
        totalCents: -12_000,
        parts: [
          { kind: 'price', cents: 500 },
          { kind: 'adjustments', cents: -12_500 },
        ],
      },
      { direction: 'down', main: { kind: 'adjustments', cents: -12_500 } },
    ],
    [
      'up by a little although fewer days took more off: the reason pushed it up',
      {
        totalCents: 100,
        parts: [
          { kind: 'days', cents: -1_000 },
          { kind: 'consumption', cents: 500 },
          { kind: 'price', cents: 600 },
        ],
      },
      { direction: 'up', main: { kind: 'price', cents: 600 } },
    ],
    [
      'a tie goes to the earlier kind',
      {
        totalCents: 1_000,
        parts: [
          { kind: 'days', cents: 500 },
          { kind: 'consumption', cents: 500 },
        ],
      },
      { direction: 'up', main: { kind: 'days', cents: 500 } },
    ],
  ])('%s', (_name, difference, expected) => {
    expect(differenceReason(difference)).toEqual(expected);
  });
});
