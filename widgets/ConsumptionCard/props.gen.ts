/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * Template 5's consumption card (section `consumi`; spec §2 "Consumption card", §4 "Gas self-reading", §9): the latest consumption (`consumi.consumo`, Smc for gas, kWh for power, in Italian figures), its period and reading, and the supply point's code (PDR for gas, POD for power) of the supply chosen in the supply selector. For gas: the self-reading dates of this month (the host's `selfReadingWindow`, the window the form and get_enterdays follow), a "Scarica promemoria" button downloading `Promemoria Autolettura.ics` (11:00 monthly on a day inside the window: the 23rd, or the last day for the last five days; alarm 24 hours before) and a button opening the template's self-reading dialog. For power: the last 12 months and the 12 before as two bar charts on one shared value axis (loaded as a chunk of their own), each year's total as text and the year-over-year change as spec §9's number with an arrow and words saying the direction. Shows nothing without a supply.
 */
export interface ConsumptionCardProps {
  /**
   * The i18n key of the card's title (default `widgets.consumptionCard.title`).
   */
  titleKey?: string;
  /**
   * The `trigger` of the template's dialog that holds the gas self-reading form, opened by the card's self-reading button (default `self-reading`). A template without that dialog leaves the button doing nothing.
   */
  selfReadingTrigger?: string;
}
