/**
 * The previous stored bill of the same supply (issue 32, decisions 660–666): what the server
 * keeps of a bill when it is stored, so that a later bill of the same supplier, client and
 * supply point can be compared with it without the billing system sending
 * `bolletta_precedente`. Pure: the server stores the keys and the facts, and looks them up with
 * one indexed query (server/store/documents.ts).
 */
import type { BillDocument, PreviousBill } from '../../schemas/types/bill-document.gen.ts';
import { daysBetween, onlySupply } from './billComparison.ts';
import { objectItems, readQuantity } from './consumption.ts';
import { formatCalendarDate, parseBillDate } from './dates.ts';
import { dataText, indexValue, isRecord } from './flags.ts';
import { amountCents, recalculationCents } from './receipt.ts';
import { isGasSupply, supplyPoint } from './supplyPoint.ts';

/** Which bills are "the same supply" (decision 661); all three are needed to look one up. */
export interface SupplyKeys {
  /** The customer code: `invoices_codice_cliente`, else the profile's `idAnagrafica`. */
  clientCode: string;
  /** `POD:IT001E…` or `PDR:0088…`, of the bill's only supply. */
  supplyPoint: string;
  /** The issue date, `YYYY-MM-DD`: the earlier bill is the one issued on an earlier day. */
  billDate: string;
}

/**
 * A stored bill's document, read as the bill type: it was validated when it was stored, and
 * every field is read tolerantly here (shared decision 2), so a row of another shape only has
 * no keys.
 */
const billOf = (document: unknown): BillDocument | undefined =>
  isRecord(document) ? (document as unknown as BillDocument) : undefined;

const isoOf = (value: unknown): string | undefined => {
  const date = parseBillDate(value);
  return date === undefined ? undefined : formatCalendarDate(date, 'Y-m-d');
};

/**
 * The keys of a stored bill, or undefined when it has none: no customer code, no issue date,
 * or not exactly one supply with a point code (decision 632: several supplies are not compared).
 */
export function supplyKeysOf(document: unknown, profile: unknown): SupplyKeys | undefined {
  const doc = billOf(document);
  if (doc === undefined) return undefined;
  const clientCode =
    indexValue(doc, 'invoices_codice_cliente') ||
    (isRecord(profile) ? dataText(profile['idAnagrafica']) : '');
  const billDate = isoOf(doc.document_date);
  const supply = onlySupply(doc);
  if (clientCode === '' || billDate === undefined || supply === undefined) return undefined;
  const point = supplyPoint(supply, doc.tipo_bolletta);
  const code = point.code.replace(/\s+/g, '').toUpperCase();
  if (code === '') return undefined;
  return { clientCode, supplyPoint: `${point.kind}:${code}`, billDate };
}

const creditNote = (doc: BillDocument) => /nota\s+di\s+credito/i.test(dataText(doc.document_type));

/**
 * What a bill says of itself as the previous bill of the next one, in `bolletta_precedente`'s
 * shape (decision 662), or undefined when a later bill cannot be compared with it: a credit note
 * or an amount of 0 or less, or an amount, days or energy it cannot read. The facts are read as
 * `billComparison` reads the current bill, so comparing with the stored bill says what this
 * bill said of itself; amounts, days and energy are numbers, dates `YYYY-MM-DD`.
 */
export function asPreviousBill(document: unknown): PreviousBill | undefined {
  const doc = billOf(document);
  if (doc === undefined) return undefined;
  const supply = onlySupply(doc);
  const cents = amountCents(doc.document_amount);
  if (supply === undefined || creditNote(doc) || cents === undefined || cents <= 0)
    return undefined;
  const sent = readQuantity(supply.consumi?.n_giorni);
  const days =
    sent !== undefined && sent > 0
      ? sent
      : daysBetween(doc.document_period_start, doc.document_period_end);
  const quantity = readQuantity(supply.consumi?.consumo);
  const number = doc.document_number;
  if (days === undefined || quantity === undefined) return undefined;
  const previous: PreviousBill = {
    ...(typeof number === 'string' || Number.isInteger(number) ? { document_number: number } : {}),
    ...optionalDate('document_date', doc.document_date),
    document_amount: cents / 100,
    ...optionalDate('document_period_start', doc.document_period_start),
    ...optionalDate('document_period_end', doc.document_period_end),
    n_giorni: Number.isInteger(days) ? days : String(days),
    consumo: quantity,
    unita: isGasSupply(supply, doc.tipo_bolletta) ? 'Smc' : 'kWh',
  };
  // Decision 662: the recalculations only of a bill that has a receipt to read them from.
  if (objectItems(doc.fatt_interattiva_data?.scontrino_energia?.righe).length > 0) {
    const { adjustments, estimates } = recalculationCents(doc);
    previous.importo_ricalcoli_conguaglio = adjustments / 100;
    previous.importo_ricalcoli_stima = estimates / 100;
  }
  return previous;
}

function optionalDate<Key extends string>(key: Key, value: unknown): Partial<Record<Key, string>> {
  const iso = isoOf(value);
  return iso === undefined ? {} : ({ [key]: iso } as Partial<Record<Key, string>>);
}

/**
 * The document as served: with the stored previous bill as `bolletta_precedente`, unless the
 * billing system sent one (decision 663: its own wins) or the bill has no interactive data to
 * put it in. A `null` the billing system sent is no previous bill sent (shared decision 1).
 */
export function withStoredPreviousBill(
  document: Record<string, unknown>,
  previous: unknown,
): Record<string, unknown> {
  const data = document['fatt_interattiva_data'];
  if (!isRecord(previous) || !isRecord(data)) return document;
  if (data['bolletta_precedente'] !== undefined && data['bolletta_precedente'] !== null)
    return document;
  return { ...document, fatt_interattiva_data: { ...data, bolletta_precedente: previous } };
}
