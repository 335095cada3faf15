/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The customer area's contact channels (/contacts, issue 18): the supplier's phones, e-mail and PEC, customer-care hours, the distributors' emergency numbers and the offices, from GET /api/contacts. Outside an area page it shows a quiet notice.
 */
export interface ContactChannelsProps {
  /**
   * Lists the offices open to the public (default true).
   */
  offices?: boolean;
}
