/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The amounts summary as a doughnut (spec §2 "an optional pie chart", §9 "doughnut for amounts summary"): the entries of `fatt_interattiva_data.sintesi_importi.grafico_importi` (label, value, color; 10-colour palette otherwise), 300 px tall, with a table of every item, its amount and share as legend and text alternative, below the ring up to 900 px wide and beside it above. Shown only when the chart flag is on and the list has entries; the ring is SVG drawn with the page, also on the server (no ECharts, ADR 0062).
 */
export interface AmountsChartProps {
  /**
   * The i18n key of the title (default `widgets.amountsChart.title`).
   */
  titleKey?: string;
  /**
   * Draws the widget as its own card with a title (default true); off for placing it inside another card, such as the payment card's amounts detail.
   */
  framed?: boolean;
}
