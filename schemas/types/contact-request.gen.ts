/* Generated from schemas/contact-request.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/contacts/sendemail/{id}, {id} = the customer (issue 18, spec §7): a message to customer care from the customer area's contacts page, with the fields and rules of the customer-care form (spec §5: category of the current list, subject, description, an attachment mandatory for Evidenza pagamento, at most 2,097,152 bytes). The answer is 1 on success (spec §7). A request the page builds, so strict: an unknown field is a 400 that names it. Decision 271.
 */
export interface ContactRequest {
  /**
   * The category the customer chose, one of the current list of spec §5.
   */
  category:
    | 'Evidenza pagamento'
    | 'Richiesta Estratto conto/stato pagamenti'
    | 'Richiesta rateizzazione fattura'
    | 'Modifica dati contrattuali'
    | 'Richiesta rimborso';
  /**
   * The subject; required, not blank.
   */
  subject: string;
  /**
   * The customer's message; required, not blank (spec §5, my_profile_check_text).
   */
  description: string;
  /**
   * The customer's contract the request is about (a contract dialog sends the customer here); optional. Another customer's contract is a 404.
   */
  contractId?: string;
  /**
   * The attachment, if any; required for Evidenza pagamento (400 attachment-missing, "allegato ko"). At most 2,097,152 bytes decoded (413 attachment-too-large, "allegato peso"), PDF or an image by its content (415).
   *
   * @maxItems 1
   *
   * Items: One attachment.
   */
  files?: {
    /**
     * The file name as the customer's device gave it.
     */
    name: string;
    /**
     * The file's bytes as base64 (a `data:` prefix is accepted); the size is checked on the decoded bytes by the server, as for the care form.
     */
    content: string;
  }[];
}
