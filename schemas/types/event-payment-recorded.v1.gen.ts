/* Generated from schemas/event-payment-recorded.v1.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * A card provider's verified outcome of a payment started from the bill page (spec §4, §7 `api_{supplier}_segna_pagamento`), accepted or declined, from either provider. Sent once per transaction and outcome: the browser's return and the provider's notification of the same outcome are one event. Outcomes refused as unproven (a bad signature or MAC, an unknown transaction, another amount) and the second provider's browser return, which proves nothing, are not payment outcomes and send nothing. An accepted outcome of a bill already paid is sent with `billMarkedPaid: false`: money was taken twice, and the supplier's accounting must refund one.
 */
export interface PaymentRecordedEvent {
  /**
   * The event type: `payment.recorded`, version 1 of this message.
   */
  type: 'payment.recorded';
  /**
   * When the outcome was recorded.
   */
  timestamp: string;
  /**
   * What the supplier is told of the payment outcome.
   */
  data: {
    /**
     * The id of the bill the payment was for.
     */
    billId: string;
    /**
     * The bill's number as printed (`document_number`), when it has one.
     */
    documentNumber: string | null;
    /**
     * The card provider: `nexi` (the first provider, XPay) or `worldline` (the second, a hosted checkout).
     */
    provider: 'nexi' | 'worldline';
    /**
     * The payment attempt's code as the provider knows it: Nexi's `codTrans`, Worldline's `merchantReference`. Find the payment in the provider's back office by it.
     */
    transactionId: string;
    /**
     * The amount of the payment in cents (10973 is 109,73 €): the bill's debt when the payment started, which the provider's outcome confirmed.
     */
    amountCents: number;
    /**
     * The currency, ISO 4217.
     */
    currency: 'EUR';
    /**
     * `accepted`: the provider took the money (Nexi `esito` OK, Worldline CAPTURED). `declined`: the provider says no money was taken (refused, cancelled or abandoned); the bill stays unpaid.
     */
    outcome: 'accepted' | 'declined';
    /**
     * The outcome in the provider's own words, for its back office: Nexi's `esito` (`OK`, `KO`, `ANNULLO`, …), Worldline's event type and status (`payment.captured CAPTURED`, `payment.rejected REJECTED`, …).
     */
    providerStatus: string;
    /**
     * Who told the portal first: the customer's browser returning from the provider (Nexi's signed return) or the provider's server-to-server notification.
     */
    source: 'browser' | 'notification';
    /**
     * Whether this outcome marked the bill paid; a `bill.paid` event follows in the same commit when it did. False for a decline, and for an accepted outcome of a bill already paid (a double payment to refund).
     */
    billMarkedPaid: boolean;
  };
}
