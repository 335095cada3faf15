/* Generated from schemas/registration-section.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/registration/verifysection, usernamesection, profilesection/{registrationId} and acceptancesection (issue 18): one step's form as data, which the page draws field by field, so a supplier changes its registration without code. Patterns are ECMAScript regular expressions of the whole value; the server checks the same rules on what is sent. Data, so tolerant. Decision 260.
 */
export interface RegistrationSection {
  /**
   * The section's stable name (the step's key).
   */
  key: string;
  /**
   * A catalogue key: the step's heading.
   */
  title: string;
  /**
   * A catalogue key: what the step asks for and why, under the heading.
   */
  text?: string;
  /**
   * The form's fields, in order.
   */
  fields: Field[];
}
export interface Field {
  /**
   * The field's name in the request body.
   */
  name: string;
  /**
   * A catalogue key: the field's label.
   */
  label: string;
  /**
   * The input: a text box of that kind, a list of options, or a tick box.
   */
  type: 'text' | 'email' | 'tel' | 'password' | 'select' | 'checkbox';
  /**
   * Must be filled (a tick box: ticked) before the step is sent.
   */
  required?: boolean;
  /**
   * A regular expression the whole value matches when filled.
   */
  pattern?: string;
  /**
   * The fewest characters.
   */
  minLength?: number;
  /**
   * The most characters.
   */
  maxLength?: number;
  /**
   * A catalogue key: what is wrong when the value breaks pattern or length.
   */
  message?: string;
  /**
   * A catalogue key: a line under the field (a password's rules).
   */
  hint?: string;
  /**
   * The input's autocomplete token (`username`, `new-password`, `email`, `tel`).
   */
  autocomplete?: string;
  /**
   * The value is sent in upper case and trimmed (codes printed on the bill).
   */
  uppercase?: boolean;
  /**
   * Shown, not editable: a value the registration already fixed.
   */
  readOnly?: boolean;
  /**
   * The value the field starts with (the login name, a known e-mail).
   */
  value?: string;
  /**
   * The name of a field this one must repeat (a password's confirmation); not sent.
   */
  sameAs?: string;
  /**
   * A select's options come from GET /api/registration/dropdown/{list}/param/{param}.
   */
  options?: {
    /**
     * Which list.
     */
    list: string;
    /**
     * The list's parameter.
     */
    param: string;
  };
}
