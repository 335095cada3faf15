/* Generated from schemas/registration-acceptances.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/registration/saveacceptances (issue 18): the privacy notice and the terms of use, both required, and the optional marketing consent; accepting creates the account. A request the page builds, so strict. Decision 263.
 */
export interface RegistrationAcceptances {
  /**
   * The registration verify answered.
   */
  registrationId: string;
  /**
   * The privacy notice was read (required).
   */
  privacy: true;
  /**
   * The terms of use are accepted (required).
   */
  terms: true;
  /**
   * Consent to commercial offers (optional).
   */
  marketing: boolean;
}
