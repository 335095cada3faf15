/**
 * Why this bill differs from the last one for the same supply (issue 32; decisions 650–656):
 * the change of the total split into what the number of days billed, the consumption and the
 * unit price of energy explain, plus the adjustments (conguagli) and the corrections of
 * estimated readings the two bills carry. Pure arithmetic on integer cents: mapping bill data
 * to `BillFacts` is the caller's.
 */

/** What the comparison needs of one bill. */
export interface BillFacts {
  /** The bill's total, integer cents (negative: a credit). */
  amountCents: number;
  /** Days billed (more than 0 for a comparison the energy parts can explain). */
  days: number;
  /** Energy billed, kWh or Smc (0 or more). */
  quantity: number;
  /** The part of the total that adjusts earlier periods (conguagli), integer cents. */
  adjustmentsCents: number;
  /** The part of the total that corrects earlier estimated readings, integer cents. */
  estimateCorrectionsCents: number;
}

export type DifferencePartKind =
  'days' | 'consumption' | 'price' | 'adjustments' | 'estimates' | 'other';

/** One reason of the change, in integer cents (positive: the bill went up by it). */
export interface DifferencePart {
  kind: DifferencePartKind;
  cents: number;
}

/**
 * `totalCents` is the current total less the previous one; `parts` sum to it exactly, in this
 * order of kinds: days, consumption, price, adjustments, estimates, other. A part of 0 cents is
 * left out (decision 653), so a bill like the last has no parts at all.
 */
export interface BillDifference {
  totalCents: number;
  parts: DifferencePart[];
}

/**
 * Beyond this many cents (about 5.6 × 10¹² €), sums of floats and integers stop being exact to
 * the cent (2⁵³ / 16): nothing is split there, the whole change is `other` (decision 654).
 */
const LIMIT_CENTS = Number.MAX_SAFE_INTEGER / 16;

const isCents = (value: number): boolean =>
  Number.isSafeInteger(value) && Math.abs(value) <= LIMIT_CENTS;

/** The difference of `current` from `previous`, split into its reasons (decisions 650–654). */
export function billDifference(previous: BillFacts, current: BillFacts): BillDifference {
  const before = Math.round(previous.amountCents);
  const after = Math.round(current.amountCents);
  // A total that is not a number, or no bill's, says nothing: no difference (decision 654).
  if (![before, after].every((cents) => Math.abs(cents) <= LIMIT_CENTS)) {
    return { totalCents: 0, parts: [] };
  }
  // `+ 0` turns the −0 of a total like −0.4 cents into 0.
  const totalCents = after - before + 0;
  const whole = [
    previous.amountCents,
    current.amountCents,
    previous.adjustmentsCents,
    current.adjustmentsCents,
    previous.estimateCorrectionsCents,
    current.estimateCorrectionsCents,
    totalCents,
  ].every(isCents);
  if (!whole) return withoutZeros(totalCents, [{ kind: 'other', cents: totalCents }]);

  const adjustments = current.adjustmentsCents - previous.adjustmentsCents;
  const estimates = current.estimateCorrectionsCents - previous.estimateCorrectionsCents;
  const energy = totalCents - adjustments - estimates;
  const split = energyParts(previous, current, energy);
  return withoutZeros(totalCents, [
    ...(split ?? [{ kind: 'other', cents: energy }]),
    { kind: 'adjustments', cents: adjustments },
    { kind: 'estimates', cents: estimates },
  ]);
}

/**
 * The change of the energy part E (the total less adjustments and estimate corrections), with
 * p = E / Q the unit price (decision 650):
 *   days        = (D1 − D0) · (Q0 / D0) · p0   the last bill's daily use, over the extra days
 *   consumption = (Q1 − Q0 · D1 / D0) · p0     use beyond that pace, at the last bill's price
 *   price       = Q1 · (p1 − p0)               this bill's use, at the change of price
 * which add up to E1 − E0. Rounded to cents by the largest remainder so the three parts still
 * add up to `energyCents` (decision 651). Null when the facts cannot carry the split
 * (decision 652): then the caller shows the whole energy change as `other`.
 */
function energyParts(
  previous: BillFacts,
  current: BillFacts,
  energyCents: number,
): DifferencePart[] | null {
  const { days: d0, quantity: q0 } = previous;
  const { days: d1, quantity: q1 } = current;
  const usable = [d0, d1, q0, q1].every((value) => Number.isFinite(value) && value > 0);
  if (!usable) return null;
  const p0 = energyOf(previous) / q0;
  const p1 = energyOf(current) / q1;
  const exact = [(d1 - d0) * (q0 / d0) * p0, (q1 - (q0 * d1) / d0) * p0, q1 * (p1 - p0)];
  if (!exact.every((value) => Number.isFinite(value) && Math.abs(value) <= LIMIT_CENTS)) {
    return null;
  }
  const [days = 0, consumption = 0, price = 0] = largestRemainder(exact, energyCents);
  return [
    { kind: 'days', cents: days },
    { kind: 'consumption', cents: consumption },
    { kind: 'price', cents: price },
  ];
}

function energyOf(facts: BillFacts): number {
  return facts.amountCents - facts.adjustmentsCents - facts.estimateCorrectionsCents;
}

/**
 * Integers near `exact` that add up to `target` (decision 651): each value rounded down, then
 * one cent more to as many of those with the largest fractions as the target still lacks (ties
 * to the earlier). Float error in `exact` can leave the sum a cent off that count; the rest,
 * if any, goes to the largest value, so the sum always holds.
 */
function largestRemainder(exact: readonly number[], target: number): number[] {
  const floors = exact.map(Math.floor);
  const lacking = target - floors.reduce((sum, value) => sum + value, 0);
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  const given = Math.max(0, Math.min(lacking, exact.length));
  const rounded = [...floors];
  for (const { index } of byFraction.slice(0, given)) rounded[index] = (rounded[index] ?? 0) + 1;
  const rest = target - rounded.reduce((sum, value) => sum + value, 0);
  if (rest !== 0 && rounded.length > 0) {
    const largest = exact.reduce(
      (best, value, index) => (Math.abs(value) > Math.abs(exact[best] ?? 0) ? index : best),
      0,
    );
    rounded[largest] = (rounded[largest] ?? 0) + rest;
  }
  return rounded;
}

const order: readonly DifferencePartKind[] = [
  'days',
  'consumption',
  'price',
  'adjustments',
  'estimates',
  'other',
];

function withoutZeros(totalCents: number, parts: DifferencePart[]): BillDifference {
  return {
    totalCents,
    parts: parts
      .filter((part) => part.cents !== 0)
      .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind)),
  };
}

export type DifferenceDirection = 'up' | 'down' | 'same';

/** What the sentence over the chart says: which way the bill went, and mainly why. */
export interface DifferenceReason {
  direction: DifferenceDirection;
  /** The part that moved the bill most in its direction; null when it did not move. */
  main: DifferencePart | null;
}

/**
 * The direction of the change and its main reason: the largest part by absolute cents among
 * those that pushed the way the bill went (decision 655), the earlier kind on a tie. A part
 * against the change is never its reason, even when larger: "up by 1 €, mainly the days" would
 * mislead when the days took 10 € off.
 */
export function differenceReason(difference: BillDifference): DifferenceReason {
  const { totalCents, parts } = difference;
  if (totalCents === 0) return { direction: 'same', main: null };
  const sign = Math.sign(totalCents);
  const main = parts
    .filter((part) => Math.sign(part.cents) === sign)
    .reduce<DifferencePart | null>(
      (best, part) => (best === null || Math.abs(part.cents) > Math.abs(best.cents) ? part : best),
      null,
    );
  return { direction: sign > 0 ? 'up' : 'down', main };
}
