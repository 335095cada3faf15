/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The meter readings this bill's consumption comes from (issue 32; the 2025 format marks each real or estimated): for the selected supply, `letture` as a table of date, figure (with its band for a multi-band power meter) and kind — read by the distributor, estimated, or sent by the customer — told in words, never by colour alone, with a line that explains an estimate will be corrected by a real reading. A supply without readings shows nothing.
 */
export interface MeterReadingsProps {
  /**
   * The i18n key of the card's title (default `widgets.meterReadings.title`).
   */
  titleKey?: string;
}
