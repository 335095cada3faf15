/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * Template 5's reserved-area card (section `area_riservata`; spec §2 "Template 5"): an invitation to the supplier's logged-in customer area with a button that opens it in a new tab. The address is the document's `bolletta_interattiva_area_riservata_link`, else the host's `reservedAreaUrl` (decision 25); without an http(s) address the card keeps a quiet sentence and no button.
 */
export interface ReservedAreaProps {
  /**
   * The i18n key of the card's title (default `widgets.reservedArea.title`).
   */
  titleKey?: string;
}
