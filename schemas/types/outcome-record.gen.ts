/* Generated from schemas/outcome-record.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The first card provider's outcome record (spec §3 "Payment outcome record"): the query parameters of the outcome page /{provider1}Esito, posted by the page to POST /api/api_{supplier}_segna_pagamento/{crypto} when esito is OK (spec §4), and sent by the provider's server-to-server notification. Providers add fields, so tolerant: unknown fields are allowed (they take part in the MAC check when the provider says so).
 */
export interface OutcomeRecord {
  /**
   * Outcome: `OK` (any case) is a success; anything else (for example `KO`, `ANNULLO`) is not.
   */
  esito: string;
  /**
   * Outcome code: `0` for an authorised payment, otherwise the provider's refusal code.
   */
  codiceEsito?: string;
  /**
   * The provider's message, for example `Message OK`.
   */
  messaggio?: string;
  /**
   * Authorisation code of the card issuer.
   */
  codAut?: string;
  /**
   * Transaction code: the merchant's unique id of this payment attempt.
   */
  codTrans?: string;
  /**
   * Date of the transaction, `YYYYMMDD` (data means date).
   */
  data?: string;
  /**
   * Currency, `EUR`.
   */
  divisa?: string;
  /**
   * Amount in cents, for example `12345` for 123,45 €.
   */
  importo?: string | number;
  /**
   * Time of the transaction, `HHMMSS`.
   */
  orario?: string;
  /**
   * Message authentication code over the outcome fields, checked by the server with the host's MAC key before the bill is marked paid.
   */
  mac?: string;
  /**
   * Card brand, for example `VISA`, `MasterCard`.
   */
  brand?: string;
  /**
   * Transaction type, for example `VBV_FULL` (3-D Secure).
   */
  tipoTransazione?: string;
}
