import { formatNumber } from './amounts.ts';
import { formatBillDate } from './dates.ts';
import type { BillDocument, Supply, SupplyDetails } from '../../schemas/types/bill-document.gen.ts';
import { dataText as plainText, isRecord } from './flags.ts';
import { isGasSupply } from './supplyPoint.ts';

export type { Supply };

/**
 * The supplies of a bill (spec §3 "Supply", `fatt_interattiva_data.fornitura[]`) as the supply
 * widgets read them. Data is tolerant (shared decisions 1 and 2): a list item that is not an
 * object is skipped, but every supply keeps its index in the document's list, because that
 * index is what the store's `supplyIndex` shares with every other module.
 */

export interface SupplyEntry {
  /** Position in `fatt_interattiva_data.fornitura`, the value of the store's `supplyIndex`. */
  index: number;
  supply: Supply;
}

/** The supply list as the bill types it; items may be null (the schema allows it). */
export type SupplyList = readonly (Supply | null | undefined)[] | null | undefined;

/** The supply list of a document: what the widgets select from the store. */
export function supplyListOf(doc: BillDocument | undefined): SupplyList {
  return doc?.fatt_interattiva_data?.fornitura;
}

/**
 * The supplies that are objects, with their index; a list of another type is no supply. The
 * checks stay although the list is typed: the store may hold a test's junk (fuzz tests), and
 * an item that is not an object must be skipped, not shown as an empty supply.
 */
export function supplyEntries(list: SupplyList): SupplyEntry[] {
  if (!Array.isArray(list)) return [];
  const entries: SupplyEntry[] = [];
  list.forEach((supply: Supply | null | undefined, index) => {
    if (isRecord(supply)) entries.push({ index, supply });
  });
  return entries;
}

/**
 * The selected supply: the one at `supplyIndex`, clamped to the list (past the end the last,
 * before the start or on a skipped item the first). Spec §2: the first is selected by default.
 */
export function selectedEntry(
  entries: readonly SupplyEntry[],
  supplyIndex: number,
): SupplyEntry | undefined {
  const exact = entries.find((entry) => entry.index === supplyIndex);
  if (exact) return exact;
  const last = entries.at(-1);
  return last && supplyIndex > last.index ? last : entries[0];
}

/** The address lines (`indirizzo`, a list of lines); empty lines and non-text are left out. */
export function addressLines(supply: Supply): string[] {
  const lines = supply.indirizzo;
  if (!Array.isArray(lines)) return [];
  return lines.map((line: string | null) => plainText(line)).filter((line) => line !== '');
}

/** How a detail is shown: a date (d/m/Y), a quantity (it-IT number plus unit) or text. */
type DetailFormat =
  { kind: 'date' } | { kind: 'text' } | { kind: 'quantity'; unit: (gas: boolean) => string };

// Units are symbols (SI and the trade's Smc), the same in every language, so not i18n texts.
const energy = (gas: boolean) => (gas ? 'Smc' : 'kWh');
const details: readonly (readonly [key: keyof NonNullable<SupplyDetails>, format: DetailFormat])[] =
  [
    ['data_attivazione_fornitura', { kind: 'date' }],
    ['tipologia_offerta', { kind: 'text' }],
    ['codice_offerta', { kind: 'text' }],
    ['data_inizio_offerta', { kind: 'date' }],
    ['potenza_impegnata', { kind: 'quantity', unit: () => 'kW' }],
    ['potenza_disponibile', { kind: 'quantity', unit: () => 'kW' }],
    ['consumo_annuo', { kind: 'quantity', unit: energy }],
    ['consumo_annuo_contratto', { kind: 'quantity', unit: energy }],
    ['tensione', { kind: 'quantity', unit: () => 'V' }],
    ['opzione_tariffaria', { kind: 'text' }],
    ['codice_remi', { kind: 'text' }],
    ['categoria', { kind: 'text' }],
    ['coefficiente_correttivo', { kind: 'quantity', unit: () => '' }],
    ['pcs', { kind: 'quantity', unit: () => 'GJ/Smc' }],
    ['tipo_misuratore', { kind: 'text' }],
    ['classe_misuratore', { kind: 'text' }],
    ['matricola_contatore', { kind: 'text' }],
  ];

/**
 * A quantity: a number in Italian figures with as many decimals as it has (6,6 kW; 1.180
 * Smc) and its unit; text is shown as written, because back ends write `BT 230 V`, with the
 * unit only when it is a plain number.
 */
export function quantityText(value: unknown, unit: string, locale?: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const decimals = /\.(\d+)$/.exec(String(value))?.[1]?.length ?? 0;
    const number = formatNumber(value, Math.min(decimals, 6), locale);
    return unit === '' ? number : `${number} ${unit}`;
  }
  const text = plainText(value);
  // Like decision 10's ' €': the unit joins text that is a plain number (`3`, `3,3`, `2.100`).
  return unit !== '' && /^\d+(?:[.,]\d+)*$/.test(text) ? `${text} ${unit}` : text;
}

export interface DetailLine {
  key: string;
  text: string;
}

/**
 * The labelled lines of `dettagli_fornitura` (shared decision 14) that have a value: dates
 * through the date rule ('0000-00-00' is empty, spec §5), quantities with their unit.
 */
export function detailLines(supply: Supply, locale?: string): DetailLine[] {
  // Optional chaining reads details of the wrong type (a list, text) as having no values.
  const values = supply.dettagli_fornitura;
  const gas = isGasSupply(supply);
  const lines: DetailLine[] = [];
  for (const [key, format] of details) {
    const value = values?.[key];
    const text =
      format.kind === 'date'
        ? formatBillDate(value)
        : format.kind === 'quantity'
          ? quantityText(value, format.unit(gas), locale)
          : plainText(value);
    if (text !== '') lines.push({ key, text });
  }
  return lines;
}

export interface Consumption {
  /** The consumption of the period with its unit, '' when missing. */
  amount: string;
  /** The period as printed (`01/03/2026 - 30/04/2026`), '' when missing. */
  period: string;
  /** Decision 32: `reale` or `stimato`, any case; anything else is unknown. */
  reading: 'real' | 'estimated' | undefined;
}

/** The latest consumption of a supply (`consumi`). */
export function consumptionOf(supply: Supply, locale?: string): Consumption {
  const consumi = supply.consumi;
  const reading = plainText(consumi?.stimato_reale).toLowerCase();
  return {
    amount: quantityText(consumi?.consumo, energy(isGasSupply(supply)), locale),
    period: plainText(consumi?.periodo),
    reading: reading === 'reale' ? 'real' : reading === 'stimato' ? 'estimated' : undefined,
  };
}
