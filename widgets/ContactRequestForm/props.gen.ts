/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The customer area's message to customer care (/contacts, issue 18; spec §2 "Customer-care form", §4, §5): category of the current list, subject filled from the category and the customer code, description, an attachment (mandatory for Evidenza pagamento, at most 2 MB), a confirmation, then POST /api/contacts/sendemail/{id} for the selected customer; "invio ok" and a reset, or "invio ko" with everything kept. Outside an area page it shows a quiet notice.
 */
export interface ContactRequestFormProps {
  /**
   * The catalogue key of the card's title (default `area_profile.request_title`, "Scrivi al servizio clienti").
   */
  titleKey?: string;
}
