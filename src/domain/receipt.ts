/**
 * The 2025 format's "scontrino dell'energia" (ARERA, delibera 315/2024/R/com; issue 32): the
 * bill's amount built line by line and grouped as the regulator groups it. Amounts are summed
 * in integer cents, so a sum never drifts by a float's tail; a receipt whose lines do not add
 * up to the bill's amount is not a receipt the customer may see (decision 630): the check is
 * here so that the widget, the page's diagnostics and the ingestion API all apply the same one.
 */
import type {
  BillDocument,
  EnergyReceipt,
  ReceiptLine,
} from '../../schemas/types/bill-document.gen.ts';
import { objectItems } from './consumption.ts';
import { readAmount } from './payment.ts';

/** The regulator's groups, in the order the 2025 format prints them. */
export const receiptGroups = [
  'quota_consumi',
  'quota_fissa',
  'quota_potenza',
  'ricalcoli',
  'altre_partite',
  'bonus_sociale',
  'imposte',
  'iva',
  'canone_rai',
] as const;
export type ReceiptGroup = (typeof receiptGroups)[number];

const isReceiptGroup = (value: string): value is ReceiptGroup =>
  (receiptGroups as readonly string[]).includes(value);

/** A line's amount in cents, or undefined when it cannot be read. */
export function amountCents(value: unknown): number | undefined {
  const amount = readAmount(value);
  return amount === undefined ? undefined : Math.round(amount * 100);
}

export interface ReceiptGroupLines {
  /** A known group, or the supplier's own text for one the regulator does not name. */
  group: ReceiptGroup | { text: string };
  lines: ReceiptLine[];
  subtotalCents: number;
}

/** Where the receipt is in a bill document (RFC 6901): what a mismatch is reported against. */
export const receiptPointer = '/fatt_interattiva_data/scontrino_energia';

export type ReceiptCheck =
  | { kind: 'none' }
  | { kind: 'adds-up'; groups: ReceiptGroupLines[]; totalCents: number }
  | {
      kind: 'mismatch';
      /** The lines read, up to the first whose amount cannot be read. */
      linesCents: number;
      /** `document_amount`, undefined when it cannot be read. */
      billCents: number | undefined;
      /** The printed `totale`, undefined when absent or unreadable. */
      printedCents: number | undefined;
      reason: string;
    };

const groupKey = (line: ReceiptLine): string =>
  typeof line.gruppo === 'string' && line.gruppo.trim() !== ''
    ? line.gruppo.trim().toLowerCase()
    : 'altre_partite';

/**
 * The receipt of a bill, grouped, when its lines add up to `document_amount` to the cent;
 * `none` without lines; `mismatch` (with the reason in English, for diagnostics) when a line's
 * amount cannot be read or the sum differs from the bill's amount or from the printed total.
 */
export function checkReceipt(doc: BillDocument | undefined): ReceiptCheck {
  const receipt: EnergyReceipt | null | undefined = doc?.fatt_interattiva_data?.scontrino_energia;
  const lines = objectItems(receipt?.righe);
  if (lines.length === 0) return { kind: 'none' };
  const byGroup = new Map<string, ReceiptGroupLines>();
  let linesCents = 0;
  for (const [index, line] of lines.entries()) {
    const cents = amountCents(line.importo);
    if (cents === undefined) {
      return mismatch(linesCents, doc, `line ${index} has no readable amount (importo)`);
    }
    linesCents += cents;
    const key = groupKey(line);
    const entry = byGroup.get(key) ?? {
      group: isReceiptGroup(key) ? key : { text: String(line.gruppo).trim() },
      lines: [],
      subtotalCents: 0,
    };
    entry.lines.push(line);
    entry.subtotalCents += cents;
    byGroup.set(key, entry);
  }
  const billCents = amountCents(doc?.document_amount);
  if (billCents !== linesCents) {
    return mismatch(linesCents, doc, 'the lines do not add up to document_amount');
  }
  const printed = receipt?.totale;
  if (printed !== undefined && printed !== null && amountCents(printed) !== linesCents) {
    return mismatch(linesCents, doc, 'the lines do not add up to the printed totale');
  }
  return { kind: 'adds-up', groups: ordered([...byGroup.values()]), totalCents: linesCents };
}

function mismatch(linesCents: number, doc: BillDocument | undefined, reason: string): ReceiptCheck {
  const billCents = amountCents(doc?.document_amount);
  const printedCents = amountCents(doc?.fatt_interattiva_data?.scontrino_energia?.totale);
  return { kind: 'mismatch', linesCents, billCents, printedCents, reason };
}

/** Known groups in the regulator's order, then the supplier's own in the order first met. */
function ordered(groups: ReceiptGroupLines[]): ReceiptGroupLines[] {
  const rank = (entry: ReceiptGroupLines): number =>
    typeof entry.group === 'string' ? receiptGroups.indexOf(entry.group) : receiptGroups.length;
  return groups
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * The part of a bill's lines that recalculates earlier periods, by kind, in cents: what the
 * comparison with the previous bill counts apart from this period's consumption and price.
 */
export function recalculationCents(doc: BillDocument | undefined): {
  adjustments: number;
  estimates: number;
} {
  const lines = objectItems(doc?.fatt_interattiva_data?.scontrino_energia?.righe);
  let adjustments = 0;
  let estimates = 0;
  for (const line of lines) {
    const kind = typeof line.ricalcolo === 'string' ? line.ricalcolo.trim().toLowerCase() : '';
    const cents = amountCents(line.importo) ?? 0;
    if (kind === 'stima') estimates += cents;
    else if (kind === 'conguaglio') adjustments += cents;
  }
  return { adjustments, estimates };
}

/**
 * The diagnostic of a receipt that does not add up, in English, for integrators and tools: the
 * page's engine event and the ingestion API's warning (decision 634) say the same words.
 */
export function receiptMismatchMessage(check: Extract<ReceiptCheck, { kind: 'mismatch' }>): string {
  const euros = (cents: number | undefined) =>
    cents === undefined ? 'not readable' : (cents / 100).toFixed(2);
  const printed = check.printedCents === undefined ? '' : `, totale ${euros(check.printedCents)}`;
  return `scontrino_energia is not shown: ${check.reason} (lines ${euros(check.linesCents)}, document_amount ${euros(check.billCents)}${printed})`;
}
