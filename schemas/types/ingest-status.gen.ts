/* Generated from schemas/ingest-status.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * What the billing system says of a bill it sent (POST /api/ingest/v1/bills/{id}/status, docs/integrating.md): paid elsewhere (by bank transfer, direct debit, pagoPA…), cancelled, or corrected by another bill. Sending the same change again is answered `unchanged`.
 */
export type IngestStatusChange = PaidElsewhere | Cancelled | Corrected;

export interface PaidElsewhere {
  /**
   * The new status: the bill was paid outside the portal.
   */
  status: 'paid';
  /**
   * The day the payment was made, `YYYY-MM-DD`.
   */
  paidOn: string;
  /**
   * How it was paid.
   */
  channel: 'bank-transfer' | 'direct-debit' | 'pagopa' | 'postal' | 'cash' | 'other';
}
export interface Cancelled {
  /**
   * The new status: the bill was cancelled.
   */
  status: 'cancelled';
  /**
   * Why, for customer care; never shown to the customer.
   */
  reason?: string;
}
export interface Corrected {
  /**
   * The new status: the bill was corrected by another bill.
   */
  status: 'corrected';
  /**
   * The id of the bill that replaces this one, already sent by the same client. This bill's page then shows it cancelled and links to the replacement.
   */
  replacedBy: string;
}
