/**
 * The amounts breakdown read for the doughnut (spec §3 `sintesi_importi.grafico_importi`:
 * entries label, value, color; §5 "the chart likewise" shows only if enabled and non-empty;
 * decision 11: an entry's own colour wins, otherwise the palette cycles over 10 for the donut).
 * Shared by the amounts doughnut (AmountsChart) and the interactive one (AmountsDonut), so both
 * read the same entries the same way.
 */
import { formatNumber } from './amounts.ts';
import { paletteColor, readQuantity } from './consumption.ts';
import type { AmountSlice, BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { dataText } from './flags.ts';
import { showsAmountsChart } from './payment.ts';

export interface Slice {
  /** The entry's label, text as written (decision 6). */
  label: string;
  value: number;
  colour: string;
  /** The slice's share of the total, 0–100. */
  share: number;
}

/**
 * The slices: entries with a label and a positive value (a number or plain numeric text such
 * as `"561,30"`); a slice keeps the colour of its place in the list, so leaving an entry out
 * never recolours the others. None when the chart is off or the list is not a list.
 */
export function amountSlices(doc: BillDocument | undefined): Slice[] {
  if (!showsAmountsChart(doc)) return [];
  const list = doc?.fatt_interattiva_data?.sintesi_importi?.grafico_importi;
  if (!Array.isArray(list)) return [];
  // An entry of the wrong type (fuzz tests) has no label, so it is left out like an empty one.
  const entries = list.flatMap((entry: AmountSlice | null | undefined, index) => {
    const label = dataText(entry?.label);
    const value = readQuantity(entry?.value);
    if (label === '' || value === undefined || value <= 0) return [];
    return [{ label, value, colour: paletteColor(index, entry?.color, 10) }];
  });
  const total = entries.reduce((sum, entry) => sum + entry.value, 0);
  return entries.map((entry) => ({ ...entry, share: total > 0 ? (entry.value / total) * 100 : 0 }));
}

/** A slice's share of the bill in Italian figures, one decimal: `12,4%`. */
export function shareText(slice: Pick<Slice, 'share'>, locale?: string): string {
  return `${formatNumber(slice.share, 1, locale)}%`;
}
