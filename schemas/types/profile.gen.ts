/* Generated from schemas/profile.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The customer's digital profile bean (spec §3 "Profile"), the answer of GET /api/api_{supplier}_get_profilo/{crypto}. Data, so tolerant: unknown fields are allowed and ignored; null means missing.
 */
export interface Profile {
  /**
   * Customer record id (customer code); sent back by the profile update and the customer-care request.
   */
  idAnagrafica?: string | number | null;
  /**
   * Profile completeness level; 4 is complete (spec §4).
   */
  livelloCompletezzaProfilo?: number | string | null;
  /**
   * Contact e-mail address.
   */
  email?: string | null;
  /**
   * Contact phone number, international form: `+39 333 1234567`.
   */
  telefono?: string | null;
  /**
   * The customer is registered in the reserved (self-care) area.
   */
  selfCare?: boolean | number | string | null;
  /**
   * The customer still receives a paper bill.
   */
  bollettaCartacea?: boolean | number | string | null;
  /**
   * Certified e-mail (PEC) address.
   */
  pec?: string | null;
  /**
   * Certified e-mail address for bills.
   */
  pecFatturazione?: string | null;
  /**
   * E-mail address for bills; when present the first card provider's form gets it as `mail` (spec §4).
   */
  emailFatturazione?: string | null;
}
