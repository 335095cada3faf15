/* Generated from schemas/instalments.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The instalments of the bill.
 */
export type InstalmentsData = {
  /**
   * Total still to pay (totale da pagare). Above zero: the amount to pay is shown; otherwise the "total paid" message (spec §4).
   */
  totaledapagare?: number | string | null;
  /**
   * The instalments. The item numbered 0 is the single or balance payment and is listed last.
   */
  rate?: Instalment[] | null;
} | null;

/**
 * The body of the bill service's instalments call (spec §7 GET {bill API}/bolletta_interattiva_rate/{id}): the page reads the instalments at `data` (axios's `response.data.data`). Data, so tolerant: unknown fields are allowed and ignored; null means missing.
 */
export interface InstalmentsAnswer {
  data: InstalmentsData;
}
/**
 * One instalment (spec §3 "Instalment").
 */
export interface Instalment {
  /**
   * Instalment number from 1; 0 is the single or balance payment (headed "unique payment" when no instalment is paid).
   */
  numero?: number | string | null;
  /**
   * What the payment is for, as the supplier writes it.
   */
  causale?: string | null;
  /**
   * The amount: a number, or a text shown as written (' €' is added only to a number or a plain numeric text, decision 10).
   */
  importo?: number | string | null;
  /**
   * Due date, `DD/MM/YYYY` (other decision 8 formats are tolerated).
   */
  scadenza?: string | null;
  /**
   * State, matched ignoring case and surrounding spaces against the catalogue's labels: `Pagata` (paid), `Da pagare` (to be paid: pay button and calendar link active), `Annullata` (cancelled) (decision 10).
   */
  stato_pagamento?: string | null;
  /**
   * Payment link of the instalment (http: or https:), used only while it is to be paid.
   */
  link_pagamento?: string | null;
}
