/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The bill summary (spec §2 "Summary card"): holder and address, service logo and description, document type, number, date, billing period and the document's index fields.
 */
export interface SummaryCardProps {
  /**
   * The i18n key of the card's title (default `widgets.summaryCard.title`).
   */
  titleKey?: string;
  /**
   * An image beside the holder's name (an avatar of the host): an http(s) URL or a path on the portal. Hidden when it fails to load; none by default.
   */
  profileImageUrl?: string;
  /**
   * Shows the document's `index_fields` (customer code, notice number, …) under the document data (default true).
   */
  showIndexFields?: boolean;
}
