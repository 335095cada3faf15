/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The customer-care form (spec §2 "Customer-care form (panel or card)", §4, §5): category, subject filled from the category, description, attachment, a confirmation, then the request. Its code (formik, yup) loads only when its place comes near the screen.
 */
export interface CareFormProps {
  /**
   * `card` (default): a card of its own with the title "Scrivi al servizio clienti", for a module of the bill. `panel`: the fields alone, for a place that has its own title (a tab, a dialog).
   */
  variant?: 'card' | 'panel';
  /**
   * Which request it sends, and so which categories it offers (spec §5, §7): `messaggio` (default), the supplier's `api_{supplier}_messaggio` with the current list and the derived values of §9; `sendemail`, the older e-mail request with the older list. Templates choose by the document's flags: `duferco_customer_care` for the supplier's, `customercare` for the e-mail variant.
   */
  request?: 'messaggio' | 'sendemail';
}
