/* Generated from schemas/registration-options.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/registration/dropdown/{list}/param/{param} (issue 18): the options of a select field of a registration section. Data, so tolerant. Decision 264.
 */
export interface RegistrationOptions {
  /**
   * The options, in the order shown.
   */
  options: {
    /**
     * What the body sends.
     */
    value: string;
    /**
     * A catalogue key: what the option shows.
     */
    label: string;
  }[];
}
