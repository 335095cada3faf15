/* Generated from schemas/password-reset.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The form of the identity provider's new-password page (issue 28, POST /oidc/password/reset): the recovery link's token and the new password, twice. The password follows the rules of the area's change (password-change.schema.json, decision 273); the confirmation must equal it (checked by the route). A form the server's own page posts, so strict.
 */
export interface PasswordReset {
  /**
   * The recovery link's token: 32 random bytes, base64url.
   */
  token: string;
  /**
   * The new password, under the same rules as a password change in the customer area.
   */
  password: string;
  /**
   * The new password again.
   */
  password_confirmation: string;
}
