/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * Why this bill differs from the last (issue 32): one sentence saying by how much the amount went up or down and mainly why, and a small chart of the difference split into days billed, consumption, energy price, adjustments (conguagli) and corrected estimated readings, parts that add up to the difference to the cent (src/domain/billDifference.ts). Compares with `fatt_interattiva_data.bolletta_precedente` (sent by the billing system, else filled by the server from the previous stored bill of the same supply point); without it, with the same months a year earlier when the supply's `storico_consumi` and `spesa_annua` hold them. Bills with several supplies, or with neither, show nothing.
 */
export interface BillComparisonProps {
  /**
   * The i18n key of the card's title (default `widgets.billComparison.title`, or `widgets.billComparison.titleLastYear` for the same months a year earlier).
   */
  titleKey?: string;
}
