/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The amounts summary on its own (module `sintesi_importi`; spec §2 "Payment-data card", decision 16): the collapsible table of the bill's amounts with its TOTALE DA PAGARE / TOTALE A CREDITO row right-aligned, the VAT table when enabled and non-empty, and the amounts pie under it (project decision 71: when `$showsAmountsChart()`, drawn only while the summary is open); open at first when `bolletta_interattiva_bottone_apri_sintesi_importi` is on. Shows nothing when the bill has no amounts.
 */
export interface AmountsSummaryProps {
  /**
   * The i18n key of the card's title (default `widgets.amountsSummary.title`).
   */
  titleKey?: string;
  /**
   * Whether the collapsible summary ends with the amounts pie under the VAT table (spec §2 "an optional pie chart"; decision 71; default true), so the pie shows only while the summary is open. Off where the template shows the `AmountsChart` widget as a fact of its own.
   */
  amountsChart?: boolean;
}
