/* Generated from schemas/public-access.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/public/access?{forwarded query} (spec §6, §7): the session a bill link opens. Data, so tolerant.
 */
export interface PublicAccess {
  /**
   * The bearer token for the following calls (Authorization: Bearer …, with FromCrypto: true).
   */
  token: string;
  /**
   * The locale the page starts in, one of the host's locales (for example `it`).
   */
  lang: string;
}
