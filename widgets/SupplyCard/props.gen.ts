/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The card of the selected supply (spec §2 "Supply card", §3 Supply): its POD or PDR code, address lines, latest consumption period and whether it was read or estimated, and the contract and meter details of `dettagli_fornitura`. Follows the supply selector through the bill store; shows nothing when the bill has no supply.
 */
export interface SupplyCardProps {
  /**
   * The i18n key of the card's title (default `widgets.supplyCard.title`).
   */
  titleKey?: string;
  /**
   * Shows the contract and meter details of `dettagli_fornitura` as labelled lines (default true); off keeps the code, address and consumption only.
   */
  showDetails?: boolean;
}
