/* Generated from schemas/profile-update.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of PUT /api/api_{supplier}_put_profilo/{crypto} (spec §7): the fields of the digital profile the customer may change. A request the server checks, so strict: unknown properties are rejected. An empty string means "none" for the optional contacts.
 */
export interface ProfileUpdate {
  /**
   * Customer record id, as the profile answered it.
   */
  idAnagrafica: string | number;
  /**
   * Contact e-mail address; empty for none (spec §5, message my_profile_check_email).
   */
  email?: string;
  /**
   * Contact phone number; empty for none. Otherwise spec §5: `+`, then optionally 1 to 4 digits in parentheses, then digits, spaces, dots, commas, dashes and slashes, at least one digit (message my_profile_check_phone). Examples: `+39 333 1234567`, `+(39) 06/1234567`.
   */
  telefono?: string;
  /**
   * E-mail address for bills; empty for none (spec §5).
   */
  emailFatturazione?: string;
}
