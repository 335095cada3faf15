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
import { parseBillDate, type CalendarDate } from './dates.ts';
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

const dayNumber = (date: CalendarDate): number =>
  Date.UTC(date.year, date.month - 1, date.day) / 864e5;

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
function onlySupply(doc: BillDocument): Supply | undefined {
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

/**
 * The same months a year earlier, from the supply's 24-month history and spend (shared decision
 * 14): what the bill cost and used then over the months this bill covers. Undefined unless every
 * one of those months has both a consumption and a spend.
 */
function lastYearFacts(doc: BillDocument, supply: Supply, days: number): BillFacts | undefined {
  const start = parseBillDate(doc.document_period_start);
  const end = parseBillDate(doc.document_period_end);
  if (start === undefined || end === undefined) return undefined;
  const months: { month: number; year: number }[] = [];
  for (
    let year = start.year, month = start.month;
    year * 12 + month <= end.year * 12 + end.month;
  ) {
    months.push({ month, year: year - 1 });
    month += 1;
    if (month > 12) [month, year] = [1, year + 1];
  }
  const history = objectItems(supply.storico_consumi);
  const spend = objectItems(supply.spesa_annua);
  let quantity = 0;
  let amount = 0;
  for (const { month, year } of months) {
    const same = (entry: { mese?: unknown; anno?: unknown }) =>
      readQuantity(entry.mese) === month && readQuantity(entry.anno) === year;
    const used = history.find(same);
    const cents = amountCents(spend.find(same)?.importo);
    if (used === undefined || cents === undefined) return undefined;
    quantity += Object.entries(used)
      .filter(([key]) => /^consumo_f\d+$/.test(key))
      .reduce((sum, [, value]) => sum + (readQuantity(value) ?? 0), 0);
    amount += cents;
  }
  if (months.length === 0 || months.length > 12) return undefined;
  return { amountCents: amount, days, quantity, adjustmentsCents: 0, estimateCorrectionsCents: 0 };
}

/** The comparison a bill can show, or undefined: then the bill shows none (issue 32). */
export function billComparison(doc: BillDocument | undefined): BillComparison | undefined {
  if (doc === undefined) return undefined;
  const supply = onlySupply(doc);
  if (supply === undefined) return undefined;
  const current = currentFacts(doc, supply);
  if (current === undefined) return undefined;
  const unit = isGasSupply(supply, doc.tipo_bolletta) ? 'Smc' : 'kWh';
  const previous = previousFacts(doc);
  if (previous !== undefined) {
    return {
      source: 'previous',
      previous,
      current,
      difference: billDifference(previous, current),
      unit,
    };
  }
  const lastYear = lastYearFacts(doc, supply, current.days);
  if (lastYear === undefined) return undefined;
  return {
    source: 'lastYear',
    previous: lastYear,
    current,
    difference: billDifference(lastYear, current),
    unit,
  };
}
