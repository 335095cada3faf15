/**
 * A supply's annual spend read for the chart (spec §3 Supply `spesa_annua`, `testo_spesa_annua`;
 * document `spesa_annua_color`; shared decisions 9, 11 and 14; project decision 31). Pure and
 * tolerant: the rules come from src/domain.
 */
import {
  paletteColor,
  readColour,
  readQuantity,
  splitHistory,
  yearOverYearPercent,
} from './consumption.ts';
import type {
  BillDocument,
  SpendMonth as SpendEntry,
  Supply,
} from '../../schemas/types/bill-document.gen.ts';
import { dataText } from './flags.ts';
import { readMonth, readYear } from './consumptionHistory.ts';

export interface SpendMonth {
  month: number | undefined;
  year: number | undefined;
  /** `importo` as a number (a number or plain numeric text); undefined when unreadable. */
  amount: number | undefined;
}

export interface AnnualSpend {
  /** The first half of `spesa_annua`: the last 12 months (project decision 31). */
  current: SpendMonth[];
  /** The rest: the same months a year earlier. */
  previous: SpendMonth[];
  currentTotal: number;
  previousTotal: number;
  /** Decision 9 over the two yearly totals. */
  yearOverYear: number;
  /** The colour of the last 12 months: `spesa_annua_color`, else the palette's first. */
  currentColour: string;
  /** The colour of the 12 months before: the palette's next colour unlike the first. */
  previousColour: string;
  /** `testo_spesa_annua`, text as written (decision 6). */
  text: string;
}

const toMonth = (entry: SpendEntry): SpendMonth => ({
  month: readMonth(entry.mese),
  year: readYear(entry.anno),
  amount: readQuantity(entry.importo),
});

const sum = (months: readonly SpendMonth[]) =>
  months.reduce((total, month) => total + (month.amount ?? 0), 0);

/** Decision 11 with 5 colours for supply charts: the document's colour wins for the first series. */
export function spendColours(doc: BillDocument | undefined): { current: string; previous: string } {
  const current = paletteColor(0, readColour(doc?.spesa_annua_color));
  let index = 1;
  while (paletteColor(index).toLowerCase() === current.toLowerCase() && index < 5) index += 1;
  return { current, previous: paletteColor(index) };
}

export function annualSpend(
  doc: BillDocument | undefined,
  supply: Supply | undefined,
): AnnualSpend {
  const { current, previous } = splitHistory(supply?.spesa_annua);
  const currentMonths = current.map(toMonth);
  const previousMonths = previous.map(toMonth);
  const currentTotal = sum(currentMonths);
  const previousTotal = sum(previousMonths);
  const colours = spendColours(doc);
  return {
    current: currentMonths,
    previous: previousMonths,
    currentTotal,
    previousTotal,
    yearOverYear: yearOverYearPercent(previousTotal, currentTotal),
    currentColour: colours.current,
    previousColour: colours.previous,
    text: dataText(supply?.testo_spesa_annua),
  };
}

/** Whether a supply has an annual spend to chart. */
export function hasAnnualSpend(supply: Supply | undefined): boolean {
  const { current, previous } = splitHistory(supply?.spesa_annua);
  return current.length + previous.length > 0;
}
