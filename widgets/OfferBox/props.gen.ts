/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The 2025 format's "box dell'offerta" (ARERA, delibera 315/2024/R/com; issue 32): the offer's name, its code as registered on the regulator's offer portal, fixed or variable price, the date its economic conditions expire, and a link to the portal (ilportaleofferte.it) where the code finds the offer and compares it with the others. Reads `fatt_interattiva_data.box_offerta`; a bill without it shows nothing.
 */
export interface OfferBoxProps {
  /**
   * The i18n key of the card's title (default `widgets.offerBox.title`).
   */
  titleKey?: string;
}
