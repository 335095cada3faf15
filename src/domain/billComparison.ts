/**
 * What the comparison with the previous bill is computed from (issue 32, decision 632): the
 * facts of this bill and of the one before it, read from the bill document. The arithmetic is
 * `billDifference`'s; this module only decides which two bills are compared, and refuses to
 * compare when it cannot say the same thing of both (an amount it cannot read, several supplies
 * whose previous bills are not one bill).
 */
import type { BillDocument, Supply } from '../../schemas/types/bill-document.gen.ts';
import { type BillFacts, billDifference, type BillDifference } from './billDifference.ts';
import { objectItems, readQuantity } from './consumption.ts';
import { dayNumber, parseBillDate } from './dates.ts';
import { amountCents, recalculationCents } from './receipt.ts';
import { supplyEntries, supplyListOf } from './supplies.ts';
import { isGasSupply } from './supplyPoint.ts';

export interface BillComparison {
  /** `previous`: the previous bill; `lastYear`: the same months a year earlier, from the history. */
  source: 'previous' | 'lastYear';
  previous: BillFacts;
  current: BillFacts;
  difference: BillDifference;
  /** The unit of both quantities, `kWh` or `Smc`. */
  unit: string;
}

/** Days from the first to the last day billed, both included; undefined without both dates. */
export function daysBetween(start: unknown, end: unknown): number | undefined {
  const from = parseBillDate(start);
  const to = parseBillDate(end);
  if (from === undefined || to === undefined) return undefined;
  const days = dayNumber(to) - dayNumber(from) + 1;
  return days > 0 ? days : undefined;
}

const positive = (value: unknown): number | undefined => {
  const number = readQuantity(value);
  return number !== undefined && number > 0 ? number : undefined;
};

/** The only supply of the bill: a comparison of several supplies' bills is not one sentence. */
export function onlySupply(doc: BillDocument): Supply | undefined {
  const entries = supplyEntries(supplyListOf(doc));
  return entries.length === 1 ? entries[0]?.supply : undefined;
}

function currentFacts(doc: BillDocument, supply: Supply): BillFacts | undefined {
  const amount = amountCents(doc.document_amount);
  const days =
    positive(supply.consumi?.n_giorni) ??
    daysBetween(doc.document_period_start, doc.document_period_end);
  const quantity = readQuantity(supply.consumi?.consumo);
  if (amount === undefined || days === undefined || quantity === undefined) return undefined;
  const { adjustments, estimates } = recalculationCents(doc);
  return {
    amountCents: amount,
    days,
    quantity,
    adjustmentsCents: adjustments,
    estimateCorrectionsCents: estimates,
  };
}

function previousFacts(doc: BillDocument): BillFacts | undefined {
  const previous = doc.fatt_interattiva_data?.bolletta_precedente;
  if (typeof previous !== 'object' || previous === null) return undefined;
  const amount = amountCents(previous.document_amount);
  const days =
    positive(previous.n_giorni) ??
    daysBetween(previous.document_period_start, previous.document_period_end);
  const quantity = readQuantity(previous.consumo);
  if (amount === undefined || days === undefined || quantity === undefined) return undefined;
  return {
    amountCents: amount,
    days,
    quantity,
    adjustmentsCents: amountCents(previous.importo_ricalcoli_conguaglio) ?? 0,
    estimateCorrectionsCents: amountCents(previous.importo_ricalcoli_stima) ?? 0,
  };
}

/** The months a bill covers, from its period's first to its last, at most 12. */
function billedMonths(doc: BillDocument): { month: number; year: number }[] {
  const start = parseBillDate(doc.document_period_start);
  const end = parseBillDate(doc.document_period_end);
  if (start === undefined || end === undefined) return [];
  const first = start.year * 12 + start.month - 1;
  const last = end.year * 12 + end.month - 1;
  if (last < first || last - first >= 12) return [];
  return Array.from({ length: last - first + 1 }, (_, index) => ({
    month: ((first + index) % 12) + 1,
    year: Math.floor((first + index) / 12),
  }));
}

/**
 * What the supply used and cost over `months`, `yearsBack` years earlier, from its 24-month
 * history and spend (shared decision 14). Undefined unless each month has both.
 */
function historyFacts(
  supply: Supply,
  months: { month: number; year: number }[],
  yearsBack: number,
  days: number,
): BillFacts | undefined {
  const history = objectItems(supply.storico_consumi);
  const spend = objectItems(supply.spesa_annua);
  let quantity = 0;
  let amount = 0;
  for (const { month, year } of months) {
    const same = (entry: { mese?: unknown; anno?: unknown }) =>
      readQuantity(entry.mese) === month && readQuantity(entry.anno) === year - yearsBack;
    const used = history.find(same);
    const cents = amountCents(spend.find(same)?.importo);
    if (used === undefined || cents === undefined) return undefined;
    quantity += Object.entries(used)
      .filter(([key]) => /^consumo_f\d+$/.test(key))
      .reduce((sum, [, value]) => sum + (readQuantity(value) ?? 0), 0);
    amount += cents;
  }
  return { amountCents: amount, days, quantity, adjustmentsCents: 0, estimateCorrectionsCents: 0 };
}

/**
 * The billed months against the same months a year earlier, both from the history (decision
 * 632): the bill's own amount may carry arrears, credits or other supplies' items that the
 * history's monthly spend does not, so the two sides are read from the same list.
 */
function lastYear(doc: BillDocument, supply: Supply, days: number): Pair | undefined {
  const months = billedMonths(doc);
  if (months.length === 0) return undefined;
  const current = historyFacts(supply, months, 0, days);
  const previous = historyFacts(supply, months, 1, days);
  return current && previous ? { previous, current } : undefined;
}

interface Pair {
  previous: BillFacts;
  current: BillFacts;
}

/**
 * The comparison a bill can show, or undefined: then the bill shows none (issue 32). A credit
 * note or a bill of nothing is not compared (decision 632): "lower because of the price" would
 * be said of a refund.
 */
export function billComparison(doc: BillDocument | undefined): BillComparison | undefined {
  if (doc === undefined) return undefined;
  const supply = onlySupply(doc);
  if (supply === undefined) return undefined;
  const current = currentFacts(doc, supply);
  if (current === undefined || current.amountCents <= 0) return undefined;
  const unit = isGasSupply(supply, doc.tipo_bolletta) ? 'Smc' : 'kWh';
  const previous = previousFacts(doc);
  const pair = previous ? { previous, current } : lastYear(doc, supply, current.days);
  if (pair === undefined || pair.previous.amountCents <= 0) return undefined;
  return {
    source: previous ? 'previous' : 'lastYear',
    ...pair,
    difference: billDifference(pair.previous, pair.current),
    unit,
  };
}
