/* Generated from schemas/ingest-result.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The answer of PUT /api/ingest/v1/bills/{id}, and one line of a batch's NDJSON answer (docs/integrating.md).
 */
export interface IngestResult {
  /**
   * In a batch's answer: the line of the request this result is about, from 1.
   */
  line?: number;
  /**
   * The bill's id, or null for a line too broken to have one.
   */
  id: string | null;
  /**
   * `stored`: a new bill, version 1. `unchanged`: the same content as its newest version, nothing written. `replaced`: a changed bill, stored as its next version; its links open it. `refused`: not stored, see `errors`.
   */
  result: 'stored' | 'unchanged' | 'replaced' | 'refused';
  /**
   * The bill's version after the call (absent when refused).
   */
  version?: number;
  /**
   * Why a bill was refused: each with the JSON pointer (RFC 6901) into the bill it is about.
   */
  errors?: {
    /**
     * Where in the bill, e.g. `/document/document_amount`; `` for the whole line.
     */
    pointer: string;
    /**
     * What is wrong there, in English.
     */
    reason: string;
    /**
     * A stable code when there is one, e.g. `id-unavailable`, `withdrawn`, `quota-exceeded`.
     */
    code?: string;
  }[];
  /**
   * What the customer will not see as sent, in a bill that was kept (decision 634): present on every `stored`, `unchanged` and `replaced` result, empty when there is nothing to say; absent when refused. A warning never refuses the bill: fix it and send the bill again, which stores it as its next version.
   */
  warnings?: {
    /**
     * A stable code. `receipt-mismatch`: the lines of `fatt_interattiva_data.scontrino_energia` do not add up, to the cent, to `document_amount` (or to the receipt's `totale`), or a line's `importo` cannot be read; the page does not show the receipt. New codes may come: treat one you do not know as a warning to log.
     */
    code: string;
    /**
     * Where in the bill (RFC 6901), e.g. `/document/fatt_interattiva_data/scontrino_energia`.
     */
    pointer: string;
    /**
     * What is wrong and what the customer sees instead, in English.
     */
    message: string;
    /**
     * `receipt-mismatch` (always there): the sum of the receipt's lines in cents (10973 is 109,73 €), up to the first line whose amount cannot be read.
     */
    linesCents?: number;
    /**
     * `receipt-mismatch` (always there): `document_amount` in cents, the sum the lines must make; null when it cannot be read.
     */
    documentAmountCents?: number | null;
    /**
     * `receipt-mismatch` (always there): the receipt's printed `totale` in cents; null when the receipt prints none or it cannot be read.
     */
    totaleCents?: number | null;
  }[];
}
