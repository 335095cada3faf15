/* Generated from schemas/registration-state.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/registration/verify and /saveprofile (issue 18): the registration the proof opened, which the next steps name. Data, so tolerant. Decision 261.
 */
export interface RegistrationState {
  /**
   * A random secret naming the registration until it is spent or expires.
   */
  registrationId: string;
  /**
   * The login name the account will have: the fiscal code, upper case.
   */
  username: string;
  /**
   * When the registration stops being usable, if not finished.
   */
  expiresAt: string;
  /**
   * Whether the password and profile are saved (the acceptances come next).
   */
  profileSaved: boolean;
}
