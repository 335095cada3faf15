/**
 * A supply's consumption history read for the charts (spec §3 Supply `storico_consumi`, §9
 * "Charts"; shared decisions 11 and 14; project decisions 31 and 32). Pure and tolerant: the
 * rules come from src/domain, this file only gives them the shape the chart and its table use.
 */
import {
  monthConsumption,
  paletteColor,
  parseConsumptionColours,
  readQuantity,
  sharedYMax,
  splitHistory,
  yearOverYearPercent,
} from './consumption.ts';
import type {
  BillDocument,
  ConsumptionMonth,
  Supply,
} from '../../schemas/types/bill-document.gen.ts';
import { isFlagOn } from './flags.ts';

/** A band of the history (`consumo_f1` …): its label and colours (decision 32). */
export interface Band {
  key: string;
  label: string;
  /** The colour of read months. */
  effective: string;
  /** The colour of estimated months (drawn with the diagonal pattern as well). */
  estimated: string;
}

/** One month of the history. */
export interface HistoryMonth {
  /** 1–12, undefined when the entry has none that reads as a month. */
  month: number | undefined;
  year: number | undefined;
  /** Decision 32: `reale` is a flag, 1 read, anything else estimated. */
  real: boolean;
  /** The consumption of each band, by band key; unreadable values count 0. */
  values: Readonly<Record<string, number>>;
  /** Decision 14: the sum of the month's `consumo_f*` values. */
  total: number;
}

export interface ConsumptionHistory {
  bands: Band[];
  /** Spec §9: the first half of the list, the last 12 months (project decision 31). */
  current: HistoryMonth[];
  /** The rest: the same months a year earlier. */
  previous: HistoryMonth[];
  /** §9 "shared y-scale using the larger maximum of the two years" (monthly totals). */
  yMax: number;
  /** Decision 9, from the two yearly totals. */
  yearOverYear: number;
  currentTotal: number;
  previousTotal: number;
}

const bandKey = /^consumo_f([0-9]+)$/;

export function readMonth(value: unknown): number | undefined {
  const month = readQuantity(value);
  return month !== undefined && Number.isInteger(month) && month >= 1 && month <= 12
    ? month
    : undefined;
}

export function readYear(value: unknown): number | undefined {
  const year = readQuantity(value);
  return year !== undefined && Number.isInteger(year) && year > 0 ? year : undefined;
}

function toMonth(entry: ConsumptionMonth, bands: readonly Band[]): HistoryMonth {
  // The month's own `consumo_fN` values, by the band keys found in the whole history.
  const own = new Map<string, unknown>(Object.entries(entry));
  const values: Record<string, number> = {};
  for (const band of bands) values[band.key] = readQuantity(own.get(band.key)) ?? 0;
  return {
    month: readMonth(entry.mese),
    year: readYear(entry.anno),
    real: isFlagOn(entry.reale),
    values,
    total: monthConsumption(entry),
  };
}

/**
 * The bands of a history: every `consumo_fN` key its months carry, in band order, named and
 * coloured by the document's `consumo_fN` setting (`F1,#1f77b4,#aec7e8`); without a usable
 * setting the band is `FN` in the palette's colour (decision 11, 5 colours for supply charts).
 */
export function bandsOf(
  doc: BillDocument | undefined,
  entries: readonly ConsumptionMonth[],
): Band[] {
  const numbers = new Set<number>();
  for (const entry of entries) {
    for (const key of Object.keys(entry)) {
      const match = bandKey.exec(key);
      if (match?.[1] !== undefined) numbers.add(Number(match[1]));
    }
  }
  return [...numbers]
    .sort((a, b) => a - b)
    .map((number, index) => {
      const key = `consumo_f${number}` as const;
      const setting = parseConsumptionColours(doc?.[key]);
      const fallback = paletteColor(index);
      return {
        key,
        label: setting?.label ?? `F${number}`,
        effective: setting?.effective ?? fallback,
        estimated: setting?.estimated ?? setting?.effective ?? fallback,
      };
    });
}

const sum = (months: readonly HistoryMonth[]) => months.reduce((total, m) => total + m.total, 0);

/** The history of a supply (its `storico_consumi`), split and measured for the charts. */
export function consumptionHistory(
  doc: BillDocument | undefined,
  supply: Supply | undefined,
): ConsumptionHistory {
  const { current, previous } = splitHistory(supply?.storico_consumi);
  const bands = bandsOf(doc, [...current, ...previous]);
  const currentMonths = current.map((entry) => toMonth(entry, bands));
  const previousMonths = previous.map((entry) => toMonth(entry, bands));
  const currentTotal = sum(currentMonths);
  const previousTotal = sum(previousMonths);
  return {
    bands,
    current: currentMonths,
    previous: previousMonths,
    yMax: sharedYMax(
      currentMonths.map((m) => m.total),
      previousMonths.map((m) => m.total),
    ),
    yearOverYear: yearOverYearPercent(previousTotal, currentTotal),
    currentTotal,
    previousTotal,
  };
}

/** Whether a supply has a history to chart: at least one month in the list. */
export function hasConsumptionHistory(supply: Supply | undefined): boolean {
  const { current, previous } = splitHistory(supply?.storico_consumi);
  return current.length + previous.length > 0;
}
