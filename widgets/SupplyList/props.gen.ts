/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The POD/PDR detail list (spec §2 "Supply data": only one supply panel is open at a time): every supply as an accordion item headed by its code and address. The open panel is the selected supply, shared with every other module through the bill store; shows nothing when the bill has no supply.
 */
export interface SupplyListProps {
  /**
   * The i18n key of the card's title (default `widgets.supplyList.title`).
   */
  titleKey?: string;
  /**
   * Shows the contract and meter details of `dettagli_fornitura` in the open panel (default true); off keeps the address and consumption only.
   */
  showDetails?: boolean;
}
