/* Generated from schemas/registration-header.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/registration/headersection (issue 18): the registration page's heading, its introduction and its steps in order, each naming the section call that describes its form. Data, so tolerant. Decision 260.
 */
export interface RegistrationHeader {
  /**
   * A catalogue key: the page's heading.
   */
  title: string;
  /**
   * A catalogue key: one paragraph under it.
   */
  text: string;
  /**
   * The steps, in order; the page shows which one the applicant is at.
   *
   * @minItems 1
   */
  steps: {
    /**
     * Which step: its form comes from /api/registration/<key>section.
     */
    key: 'verify' | 'username' | 'profile' | 'acceptances';
    /**
     * A catalogue key: the step's name.
     */
    label: string;
  }[];
}
