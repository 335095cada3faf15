/* Generated from schemas/customer-save.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/customer/save/{id}, {id} = the customer (issue 18): the contact data the customer changes, any of them, at least one. A request the page builds, so strict: an unknown field is a 400 that names it. The same rules as the profile editor's (spec §5): an e-mail is empty or an address, a phone is empty or digits with + ( ) / - . , and spaces. Decision 242.
 */
export interface CustomerSave {
  /**
   * Contact e-mail.
   */
  email?: string;
  /**
   * Contact phone.
   */
  telefono?: string;
  /**
   * Certified e-mail (PEC).
   */
  pec?: string;
  /**
   * E-mail the bills are sent to.
   */
  emailFatturazione?: string;
  /**
   * Also receive bills on paper.
   */
  bollettaCartacea?: boolean;
}
