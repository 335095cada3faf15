/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The missed-payment list (spec §2; project decision 30): a table of `fatt_interattiva_data.mancati_pagamenti` with document number, issue date, expiry date and amount. Shows nothing when the list is empty or not a list.
 */
export interface MissedPaymentsProps {
  /**
   * The i18n key of the card's title, also the table's caption (default `widgets.missedPayments.title`).
   */
  titleKey?: string;
}
