/* Generated from schemas/payment-start-second.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/api_{supplier}_pagamento/{crypto} for the second card provider (spec §4, §7). A request the server checks, so strict. Its answer is `$defs/answer` of this file (https://quadro.dev/schemas/payment-start-second.schema.json#/$defs/answer).
 */
export interface SecondPaymentRequest {
  /**
   * Where the provider sends the customer after a payment: the second provider's outcome page with the bill's id.
   */
  success_url: string;
  /**
   * Where the provider sends the customer after a refusal or a cancellation: the second provider's cancellation page with the id.
   */
  error_url: string;
  /**
   * Where the provider posts its signed webhook: this bill's webhook address on this host, `{worldlineServerToServerUrl}/{id}/{base64 of the host name}` (the reference server listens on `/api/worldline/webhook/{id}/{host}`).
   */
  callback_url: string;
}
