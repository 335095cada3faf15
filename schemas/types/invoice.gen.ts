/* Generated from schemas/invoice.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * One invoice (bill) of a customer in the customer area: the body of GET /api/document/{id} ({id} = the document id) and an item of the invoice lists (issue 18). Its fields repeat the bill document's own names (spec §3), plus what the area adds: whether it is paid, payable or new, and the bill link and PDF reference to open, pay and download it through the bill's existing flows. Data, so tolerant: unknown properties are ignored. Decision 240.
 */
export interface Invoice {
  /**
   * The document id (`alfa-2026-0001`): the `{id}` of /api/document/{id}.
   */
  id: string;
  /**
   * The customer the invoice is made out to (`<supplier>:<fiscal code>`).
   */
  customerId: string;
  /**
   * The bill's number, as printed on it.
   */
  document_number: string;
  /**
   * Issue date, in one of the bill's date forms (decision 8).
   */
  document_date?: string | null;
  /**
   * The document type (`Fattura`, `Nota di credito`).
   */
  document_type?: string | null;
  /**
   * The commodity: `GAS` means gas, anything else electricity (decision 4).
   */
  tipo_bolletta?: string | null;
  /**
   * The bill's total; a string is shown as written (decision 7).
   */
  document_amount?: number | string | null;
  /**
   * What is left to pay; negative is a credit; 0 once paid.
   */
  document_payment_debt?: number | string | null;
  /**
   * Due date (decision 8).
   */
  document_payment_expiry?: string | null;
  /**
   * Payment status of spec §4 (0 cancelled, 1-2 unpaid, 3 to be validated, 4 paid); 4 once paid in the portal.
   */
  document_payment_status?: number | null;
  /**
   * Paid through the portal or marked paid by the supplier (status 4).
   */
  paid: boolean;
  /**
   * Can be paid now: unpaid (status 1 or 2), a debt above zero, not paid in the portal.
   */
  payable: boolean;
  /**
   * This login has not opened it in the area yet (GET /api/document/{id} marks it seen).
   */
  isNew: boolean;
  /**
   * A bill link id for this invoice: /bollettainterattiva?id={crypto} opens, pays and downloads it as a bill link does; valid one day.
   */
  crypto: string;
  /**
   * The portal path of its PDF (`/api/media/…`), valid one day; null when it has none.
   */
  download?: string | null;
}
