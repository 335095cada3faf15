/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The instalments (module `rate`; spec §2 "Instalments", §4 "Instalment state", §9): the bill total (`totaledapagare` above zero) or a "total paid" message, then each instalment of the answer's `rate` list (numero 0 last, under a "unique payment" heading when no other is paid) with reason, amount, due date and state. Only an instalment to be paid gets a pay link (`link_pagamento`, new tab) and a calendar reminder (.ics, 10:00–10:30 on the due date, alarm 24 hours before). Shows nothing without instalments.
 */
export interface InstalmentsProps {
  /**
   * The i18n key of the card's title (default `widgets.instalments.title`).
   */
  titleKey?: string;
}
