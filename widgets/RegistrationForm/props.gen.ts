/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The customer area's registration (spec §1/§2 /register, issue 18): a card whose steps (verify the customer with a bill's data, choose the password, the contact data, the privacy and terms) are drawn from the registration's section calls, so a supplier changes them by data; ends with a button that starts the login. Needs no login. The form is a chunk of its own, fetched when the widget is drawn.
 */
export interface RegistrationFormProps {
  /**
   * Where the final "log in" button goes: an area path, which sends a customer not logged in to the identity provider's login and back to it (default `/home`).
   */
  loginPath?: string;
}
