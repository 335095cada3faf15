/* Generated from schemas/registration-profile.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/registration/saveprofile (issue 18): the password the account will have and the applicant's contact data. The password: at least 10 characters, with letters and digits; e-mail and phone follow the profile's rules of spec §5. A request the page builds, so strict. Decision 262.
 */
export interface RegistrationProfile {
  /**
   * The registration verify answered.
   */
  registrationId: string;
  /**
   * The account's password.
   */
  password: string;
  /**
   * Contact e-mail (required: it is where the supplier writes about the account).
   */
  email: string;
  /**
   * Contact phone, empty or as spec §5 writes it: +, optional (prefix), digits.
   */
  telefono?: string;
  /**
   * When the customer prefers a call: a value of the contact-time list, or empty.
   */
  contactTime?: string;
}
