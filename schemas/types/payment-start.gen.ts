/* Generated from schemas/payment-start.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/api_{supplier}_pagamento/{crypto} for the first card provider (spec §4, §7): the fields the page posts as a hidden form to url. When either is null the page shows the payment error dialog. Data, so tolerant.
 */
export interface FirstPaymentStart {
  /**
   * The form fields, name → value (for example alias, importo in cents, divisa, codTrans, mac). The page adds url, url_back, urlpost, mail and descrizione before posting (spec §4).
   */
  post_data: {
    /**
     * One field's value.
     */
    [k: string]: string;
  } | null;
  /**
   * Where the form is posted: the provider's hosted payment page (a path on the same origin for the sandbox).
   */
  url: string | null;
}
