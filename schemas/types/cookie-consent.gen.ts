/* Generated from schemas/cookie-consent.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/consent (issue 29, decision 454): the cookie banner's answer, sent by the page only on hosts whose settings have `recordCookieConsent`. A request the server checks, so strict: unknown properties are rejected.
 */
export interface CookieConsent {
  /**
   * What the customer chose in the banner.
   */
  choice: 'accepted' | 'rejected';
  /**
   * When the customer answered, as the page's clock has it (ISO 8601).
   */
  at: string;
}
