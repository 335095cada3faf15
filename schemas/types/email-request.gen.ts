/* Generated from schemas/email-request.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/bollettainterattiva/sendemail/{crypto} (spec §3 "Older e-mail request", §7); the answer is 1 on success. Also used for self-reading notices, where oggetto and messaggio carry the site id and the reading. A request the server checks, so strict: unknown properties are rejected.
 */
export interface EmailRequest {
  /**
   * Category of the older form (spec §5: Evidenza di pagamento, Estratto conto, Richiesta rateizzazione fattura, Rimborso); free text, since self-reading notices send their own, but not blank when sent (src/domain/careForm.ts). "Evidenza di pagamento" needs an attachment (400 attachment-missing, "allegato ko").
   */
  categoria?: string;
  /**
   * Subject: "category | customer code | invoice notice number" (spec §5); not blank when sent, as the form requires it (src/domain/careForm.ts).
   */
  oggetto?: string;
  /**
   * The message; required, not blank.
   */
  messaggio: string;
  /**
   * The attachment's file name; required with allegato.
   */
  allegato_nome?: string;
  /**
   * The attachment's media type, for example `application/pdf`.
   */
  allegato_tipo?: string;
  /**
   * The attachment as base64 (a `data:` prefix is accepted); empty for none. At most 2,097,152 bytes decoded, checked by the server (413 attachment-too-large); no `maxLength` here, because ajv counts a string's length character by character on the main thread. The route's body limit bounds it.
   */
  allegato?: string;
}
