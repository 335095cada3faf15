/* Generated from schemas/registration-verify.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/registration/verify (issue 18): what proves the applicant is this supplier's customer, all three printed on any of its bills. A request the page builds, so strict: an unknown field is a 400 that names it. Decision 261.
 */
export interface RegistrationVerify {
  /**
   * The customer code (codice cliente) printed on the bill.
   */
  codiceCliente: string;
  /**
   * The holder's codice fiscale (16) or partita IVA (11).
   */
  codiceFiscale: string;
  /**
   * The number of one of the customer's bills (numero fattura).
   */
  numeroFattura: string;
}
