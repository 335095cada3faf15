/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The interactive donut breakdown of the bill (spec §2 "Interactive donut breakdown with expand/collapse", §9 "doughnut for amounts summary"): the entries of `fatt_interattiva_data.sintesi_importi.grafico_importi` (label, value, color; the palette cycles over 10 otherwise) as a ring at least 300 px tall, with a legend of buttons below it up to 900 px wide and beside it above, and a "Mostra dettaglio" / "Nascondi dettaglio" button revealing the table of the same entries (always read by screen readers). Clicking a slice or a legend entry pulls the slice out and highlights its row. Pointing at a slice shows its label, amount and share in the ring's hole. Shown only when the chart flag is on and the list has entries; the ring is SVG drawn with the page, also on the server (no ECharts, ADR 0062).
 */
export interface AmountsDonutProps {
  /**
   * The i18n key of the title (default `widgets.amountsDonut.title`).
   */
  titleKey?: string;
  /**
   * Draws the widget as its own card with a title (default true); off for placing it inside another card, as the costs card does.
   */
  framed?: boolean;
  /**
   * Shows the detail table from the start (default false: only the ring and its legend, the table one click away).
   */
  expanded?: boolean;
}
