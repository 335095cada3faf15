/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The consumption history of the selected supply (spec §2 "Consumption card", §9 "Charts"; module `consumi`): two bar charts, the last 12 months of `storico_consumi` and the 12 before, on one shared value axis, stacked by band (`consumo_f*`) with estimated months patterned; the year-over-year change in words and every month in a table. Follows the supply selector through the bill store; loads ECharts as a chunk of its own.
 */
export interface ConsumptionChartProps {
  /**
   * The i18n key of the title (default `widgets.consumptionChart.title`).
   */
  titleKey?: string;
  /**
   * Draws the widget as its own card with a title (default true); off for placing it inside another card, where it shows nothing when the supply has no history.
   */
  framed?: boolean;
}
