/**
 * The rows of the payment card's collapsible summary (spec §2 "Payment-data card"), as display
 * text. Amounts follow decision 7 (`amountText`: numbers formatted, text as written); text from
 * data is text (decision 6). Wrong types give no row, never an exception (decision 2).
 */
import { amountText } from './amounts.ts';
import type { BillDocument, VatLine } from '../../schemas/types/bill-document.gen.ts';
import { dataText, isRecord } from './flags.ts';

export interface AmountRow {
  label: string;
  amount: string;
}

export interface VatRow {
  rate: string;
  taxable: string;
  amount: string;
}

const amountRows = (entries: [string, unknown][], locale?: string): AmountRow[] =>
  entries.flatMap(([key, value]) => {
    const label = key.trim();
    const amount = amountText(value, 2, locale);
    return label === '' || amount === '' ? [] : [{ label, amount }];
  });

/**
 * `fatt_interattiva_data.sintesi_importi.tabella_importi`: a map label → amount, or a list of
 * single-entry maps (fixtures alfa-2026-0002, beta-2026-0004); both in the order written.
 */
export function summaryRows(doc: BillDocument | undefined, locale?: string): AmountRow[] {
  const table = doc?.fatt_interattiva_data?.sintesi_importi?.tabella_importi;
  if (Array.isArray(table)) {
    return table.filter(isRecord).flatMap((entry) => amountRows(Object.entries(entry), locale));
  }
  return isRecord(table) ? amountRows(Object.entries(table), locale) : [];
}

/** A VAT rate as written (`10%`), or a number with its percent sign (`10` → `10%`, `5.5` → `5,5%`). */
export function vatRateText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return `${String(value).replace('.', ',')}%`;
  }
  return dataText(value);
}

/** `tabella_iva` rows `{ aliquota_iva, imponibile, importo }`; rows with nothing to show are left out. */
export function vatRows(doc: BillDocument | undefined, locale?: string): VatRow[] {
  const table = doc?.fatt_interattiva_data?.sintesi_importi?.tabella_iva;
  if (!Array.isArray(table)) return [];
  // A row is an object once validated; a wrong-typed one (fuzz tests) reads as empty.
  return table.flatMap((row: VatLine | null | undefined) => {
    const vat = {
      rate: vatRateText(row?.aliquota_iva),
      taxable: amountText(row?.imponibile, 2, locale),
      amount: amountText(row?.importo, 2, locale),
    };
    return vat.rate === '' && vat.taxable === '' && vat.amount === '' ? [] : [vat];
  });
}

/**
 * Shared decision 13: the supplier's own label of a payment field
 * (`dati_pagamento_fields.<key>.label`), or '' to use the product's text.
 */
export function paymentFieldLabel(
  doc: BillDocument | undefined,
  key: 'doc_amount' | 'doc_payment_debt' | 'doc_payment_expiry',
): string {
  return dataText(doc?.dati_pagamento_fields?.[key]?.label);
}
