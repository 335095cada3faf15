/* Generated from schemas/customer-profile.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/customer/profile/{id} and of POST /api/customer/save/{id}, {id} = the customer (issue 18): the customer's record and contact data. Contact fields keep the names of the digital profile bean (spec §3 "Profile"). Data, so tolerant. Decision 242.
 */
export interface CustomerProfile {
  /**
   * The customer's id (`<supplier>:<fiscal code>`).
   */
  id: string;
  /**
   * The supplier's customer code.
   */
  idAnagrafica: string;
  /**
   * A person's or a business's name; changed only through the supplier.
   */
  name: string;
  /**
   * Codice fiscale (16 characters) or partita IVA (11 digits).
   */
  fiscalCode: string;
  /**
   * A private person, or a business or condominium (partita IVA).
   */
  kind: 'person' | 'business';
  /**
   * The postal address, as lines.
   */
  address: string[];
  /**
   * Contact e-mail; empty when none.
   */
  email: string;
  /**
   * Contact phone; empty when none.
   */
  telefono: string;
  /**
   * Certified e-mail (PEC); empty when none.
   */
  pec: string;
  /**
   * E-mail the bills are sent to; empty when none.
   */
  emailFatturazione: string;
  /**
   * The customer also receives bills on paper.
   */
  bollettaCartacea: boolean;
  /**
   * This login's role for the customer: its holder, or who administers it (a condominium's administrator).
   */
  role?: 'holder' | 'administrator';
}
