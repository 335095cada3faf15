/* Generated from schemas/outcome-answer.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The answer to a payment outcome that was received and kept: POST /api/api_{supplier}_segna_pagamento/{crypto} (the browser's return) and POST /api/nexi/s2s/{id}/{host} (the first provider's server-to-server notification). A refused outcome is a problem (4xx) instead.
 */
export interface PaymentRecorded {
  /**
   * Whether the bill is now recorded as paid, by this outcome or an earlier one.
   */
  paid: boolean;
}
