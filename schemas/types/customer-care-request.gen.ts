/* Generated from schemas/customer-care-request.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/api_{supplier}_messaggio/{crypto} (spec §3 "Customer-care request", §5, §9); the answer is 1 on success. A request the server checks, so strict: unknown properties are rejected.
 */
export interface CustomerCareRequest {
  /**
   * Sent empty by the page (spec §3); a valid address is accepted too.
   */
  email?: string;
  /**
   * Customer record id (customer code).
   */
  idAnagrafica?: string | number;
  /**
   * The bill's document number.
   */
  idFattura?: string | number;
  /**
   * The customer's message; required, not blank (spec §5, message my_profile_check_text).
   */
  description: string;
  /**
   * Derived by the page (spec §9): `Modifica dati` for Modifica dati contrattuali, else `Credito`.
   */
  typology?: string;
  /**
   * The category the customer chose, one of the current list of spec §5; required.
   */
  category:
    | 'Evidenza pagamento'
    | 'Richiesta Estratto conto/stato pagamenti'
    | 'Richiesta rateizzazione fattura'
    | 'Modifica dati contrattuali'
    | 'Richiesta rimborso';
  /**
   * Derived by the page (spec §9): `Modifiche Billing Profile/Account` for Modifica dati contrattuali, else empty.
   */
  subcategory?: string;
  /**
   * Derived by the page (spec §9): `High` for Evidenza pagamento, else `Medium`.
   */
  priority?: 'High' | 'Medium';
  /**
   * Derived by the page (spec §9): `Pagamenti_AT` for Evidenza pagamento, else `BO_Clienti`.
   */
  owner?: string;
  /**
   * Attachments; at least one when the category is Evidenza pagamento (spec §5, "allegato ko"). Each at most 2,097,152 bytes decoded (spec §9, "allegato peso"): the server checks the decoded size.
   *
   * @maxItems 5
   *
   * Items: One attachment.
   */
  files?: {
    /**
     * The file name as the customer's device gave it.
     */
    name: string;
    /**
     * The file's bytes.
     */
    content: string;
  }[];
}
