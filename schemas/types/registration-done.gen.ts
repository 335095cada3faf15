/* Generated from schemas/registration-done.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/registration/saveacceptances (issue 18): the account is created and can log in with this login name. Data, so tolerant. Decision 263.
 */
export interface RegistrationDone {
  /**
   * The new account's login name.
   */
  username: string;
}
