/**
 * Supply and consumption rules (spec §2 "Supply data", "Consumption card", §5 "Display rules",
 * §9 "Charts"; decisions 9, 11 and 14; project decisions 31 and 32). The value rules take
 * `unknown` (the spec's tolerant coercions), the list rules the bill's types; none throws: a
 * field of the wrong type gives the empty answer (decision 2).
 */
import type {
  BillDocument,
  ConsumptionMonth,
  Supply,
} from '../../schemas/types/bill-document.gen.ts';
import { isRecord } from './flags.ts';

/** A list of the bill as its type says it: items may be null where the schema allows it. */
export type DataList<Item> = readonly (Item | null | undefined)[] | null | undefined;

/**
 * The items of a list that are objects; not a list: none. The checks stay on a typed list
 * because the store may still hold a test's junk (fuzz tests) and null items are allowed.
 */
export function objectItems<Item extends object>(list: DataList<Item>): Item[] {
  return Array.isArray(list)
    ? list.filter((item: Item | null | undefined): item is Item => isRecord(item))
    : [];
}

/** A quantity as a number: a finite number, or a plain numeric text (`12`, `12.5`, `12,5`). */
export function readQuantity(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : undefined;
}

/**
 * Decision 9: `Math.round((previous − current) / ((previous + current) / 2) × 100)`, an
 * integer; 0 when either yearly total is 0, missing or not a number.
 */
export function yearOverYearPercent(previous: unknown, current: unknown): number {
  const p = readQuantity(previous);
  const c = readQuantity(current);
  if (p === undefined || c === undefined || p === 0 || c === 0) return 0;
  const percent = Math.round(((p - c) / ((p + c) / 2)) * 100);
  // A zero average (p = −c) would divide by zero; -0 reads as 0.
  return Number.isFinite(percent) ? percent + 0 : 0;
}

/**
 * The year-over-year change as a customer reads it (template 5's power card): how their own
 * consumption moved, `-8` for 8% less. Decision 9's percentage is positive when the previous
 * year was larger, so the change is its opposite. Null when a yearly total is missing or 0:
 * decision 9 gives 0 there, and "unchanged" would then be untrue.
 */
export function consumptionChange(
  previous: unknown,
  current: unknown,
): { percent: number; direction: 'up' | 'down' | 'same' } | null {
  const p = readQuantity(previous);
  const c = readQuantity(current);
  if (p === undefined || c === undefined || p <= 0 || c <= 0) return null;
  const percent = 0 - yearOverYearPercent(p, c);
  return { percent, direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'same' };
}

/** §5 "Bar widths are clamped between 0 and 100 percent"; not a number: 0. */
export function clampBarWidth(percent: unknown): number {
  const value = readQuantity(percent);
  if (value === undefined) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * Decision 14, §9 "consumption history split in half (first half current year, rest previous
 * year)"; project decision 31. Items that are not objects are left out first; with an odd
 * count the previous year holds the extra month. Not a list: two empty halves.
 */
export function splitHistory<Month extends object>(
  history: DataList<Month>,
): { current: Month[]; previous: Month[] } {
  const items = objectItems(history);
  const half = Math.floor(items.length / 2);
  return { current: items.slice(0, half), previous: items.slice(half) };
}

/** Decision 14: a month's consumption is the sum of its `consumo_f*` values; unreadable ones count 0. */
export function monthConsumption(entry: ConsumptionMonth | null | undefined): number {
  let sum = 0;
  // A list or text has no `consumo_f*` keys, so it sums to 0 like a missing month.
  for (const [key, value] of Object.entries(entry ?? {})) {
    if (/^consumo_f[0-9]+$/.test(key)) sum += readQuantity(value) ?? 0;
  }
  return sum;
}

/** §9 "shared y-scale using the larger maximum of the two years": the largest number of both lists; 0 when none. */
export function sharedYMax(a: unknown, b: unknown): number {
  let max = 0;
  for (const list of [a, b]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const value = readQuantity(item);
      if (value !== undefined && value > max) max = value;
    }
  }
  return max;
}

/** The chart palette (Tableau 10, the colours of the sample bills' bands). */
export const PALETTE: readonly string[] = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
];

/** A colour from data is used only as `#rgb` or `#rrggbb` (decision 6: text is never markup or CSS). */
export function readColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text) ? text : undefined;
}

/**
 * Decision 11, §9 "colours cycle over 5 (amounts chart and supply chart), donut over 10": the
 * entry's own colour wins; otherwise the palette's colour at `index`, cycling over `size`.
 */
export function paletteColor(index: unknown, own?: unknown, size: 5 | 10 = 5): string {
  const mine = readColour(own);
  if (mine !== undefined) return mine;
  const n = typeof index === 'number' && Number.isInteger(index) && index > 0 ? index : 0;
  return PALETTE[n % size] ?? '#1f77b4';
}

/**
 * Spec §3, project decision 32: a band's colour setting `label,#effective,#estimated`
 * (`F1,#1f77b4,#aec7e8`). A colour that is missing or not `#rgb`/`#rrggbb` is null (the widget
 * falls back to the palette); no label: null.
 */
export function parseConsumptionColours(
  value: unknown,
): { label: string; effective: string | null; estimated: string | null } | null {
  if (typeof value !== 'string') return null;
  const [label = '', effective, estimated] = value.split(',').map((part) => part.trim());
  if (label === '') return null;
  return {
    label,
    effective: readColour(effective) ?? null,
    estimated: readColour(estimated) ?? null,
  };
}

/** §9 "height 50 per row plus 37, or 200 when empty": `rows` is a count or the list of rows. */
export function chartHeight(rows: unknown): number {
  const count = Array.isArray(rows)
    ? rows.length
    : typeof rows === 'number' && Number.isInteger(rows) && rows > 0
      ? rows
      : 0;
  return count === 0 ? 200 : 50 * count + 37;
}

/** The supplies of the bill (`fatt_interattiva_data.fornitura`), objects only. */
export function supplies(doc: BillDocument | undefined): Supply[] {
  return objectItems(doc?.fatt_interattiva_data?.fornitura);
}

/** §2/§5 "The supply selector appears only when there is more than one supply". */
export function hasManySupplies(doc: BillDocument | undefined): boolean {
  return supplies(doc).length > 1;
}
