/* Generated from schemas/password-change.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of PUT /api/customer/password/reset (issue 18, spec §7 "method_field PUT body"): the logged-in account's current password and its new one, twice. The new one has at least 10 characters, at least one letter and one digit, and differs from the current one (decision 273). A form tunnelled through POST may carry `_method: "PUT"`. A request the page builds, so strict.
 */
export interface PasswordChange {
  /**
   * Laravel's method field, accepted for clients that can only POST a form.
   */
  _method?: 'PUT';
  /**
   * The password the customer logs in with today.
   */
  current_password: string;
  /**
   * The new password: 10 to 128 characters, with at least one letter and one digit.
   */
  password: string;
  /**
   * The new password again; it must equal `password`.
   */
  password_confirmation: string;
}
