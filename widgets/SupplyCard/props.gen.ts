/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The card of the selected supply (spec §2 "Supply card", §3 Supply): its POD or PDR code, address lines, latest consumption period and whether it was read or estimated, the contract and meter details of `dettagli_fornitura`, and an expandable history with the supply's consumption history and annual-spend charts (project decision 70: each by its flag or `_icon` flag, only when the supply has months of it; ECharts is fetched when the customer first opens it). Follows the supply selector through the bill store; shows nothing when the bill has no supply.
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
  /**
   * Offers the expandable consumption history and annual-spend charts of the supply (default true); off where the page already shows both charts (the ConsumptionChart and AnnualSpendChart widgets, or the 3Dt switcher's consumption tab).
   */
  showHistory?: boolean;
  /**
   * Offers the consumption history chart in the expandable history (default true); off where the page already shows the ConsumptionChart widget (module `consumi`), so the history keeps only the annual spend (issue 13: each fact once on a page).
   */
  showConsumptionHistory?: boolean;
}
