/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The annual spend of the selected supply (spec §2 "Supply card … annual-spend charts", §3 `spesa_annua`, §9 "Charts"): a bar chart of `importo` per month, the last 12 months beside the same months a year earlier on one value axis, in `spesa_annua_color`; `testo_spesa_annua` above it, the year-over-year change in words and every month in a table. Follows the supply selector through the bill store; loads ECharts as a chunk of its own.
 */
export interface AnnualSpendChartProps {
  /**
   * The i18n key of the title (default `widgets.annualSpendChart.title`).
   */
  titleKey?: string;
  /**
   * Draws the widget as its own card with a title (default true); off for placing it inside another card, where it shows nothing when the supply has no annual spend.
   */
  framed?: boolean;
}
