/* Generated from schemas/event-bill-paid.v1.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * A bill became paid (spec §7 `api_{supplier}_segna_pagamento`; the bill page shows it paid from now on): by card through the portal, or elsewhere as the billing system said with a status change `paid` (POST /api/ingest/v1/bills/{id}/status). Sent exactly once per bill: a repeated notification, the other channel of the same payment, or the billing system repeating its change send nothing more.
 */
export interface BillPaidEvent {
  /**
   * The event type: `bill.paid`, version 1 of this message.
   */
  type: 'bill.paid';
  /**
   * When the portal marked the bill paid.
   */
  timestamp: string;
  /**
   * What the supplier is told of the bill paid.
   */
  data: {
    /**
     * The id of the bill now paid.
     */
    billId: string;
    /**
     * The bill's number as printed (`document_number`), when it has one.
     */
    documentNumber: string | null;
    /**
     * How it was paid: `card` through the portal, else the channel the billing system named in its status change (as the ingestion API's `paid.channel`).
     */
    channel: 'card' | 'bank-transfer' | 'direct-debit' | 'pagopa' | 'postal' | 'cash' | 'other';
    /**
     * The day it was paid, `YYYY-MM-DD`: the day in Italy when the card payment was recorded, else the billing system's `paidOn`.
     */
    paidOn: string;
    /**
     * What was paid, in cents: the card payment's amount, else the bill's debt (`document_payment_debt`) when the billing system marked it.
     */
    amountCents: number;
    /**
     * The currency, ISO 4217.
     */
    currency: 'EUR';
    /**
     * The card provider for `card`; null when paid elsewhere.
     */
    provider: 'nexi' | 'worldline' | null;
    /**
     * The card payment's transaction (as in its `payment.recorded` event); null when paid elsewhere.
     */
    transactionId: string | null;
  };
}
