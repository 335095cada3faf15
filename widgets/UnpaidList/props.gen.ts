/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The unpaid invoices list (spec §2; §4 "Public payment platform"): each item of `fatt_interattiva_data.insoluti` with its number, due date and original amount, and a link that pays it on pagoPA in a new tab (`act=portal&id=<crypto>`). The link is the document's `bolletta_interattiva_pagaora_pagopa_link`, else `pagopaLink`; only http(s). Shows nothing when the list is empty or not a list.
 */
export interface UnpaidListProps {
  /**
   * The i18n key of the card's title (default `widgets.unpaidList.title`).
   */
  titleKey?: string;
  /**
   * The pagoPA address used when the document carries none (the document's link wins, project decision 25); write the host's `pagopaLink` here. Without either, the invoices are listed without payment links.
   */
  pagopaLink?: string;
}
