/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The payment-data card (module `dati_pagamento`; spec §2 "Payment-data card", §4 "Payment status", §5 "Display rules"): the amount to pay large (or the credit label with the absolute value), its due date when the debt is above zero, the document amount, the payment-status message, the pay-now buttons the flags enable while the bill asks for payment (none, not even disabled, on a credit or a paid bill: project decision 126), the direct-debit promotion, and a collapsible amounts summary with its TOTALE DA PAGARE / TOTALE A CREDITO row, the optional VAT table and the optional amounts pie (project decision 71: when `$showsAmountsChart()`, drawn when the summary is open). Labels come from `dati_pagamento_fields` when the document has them. Shows nothing when the document has no amount and no status message.
 */
export interface PaymentCardProps {
  /**
   * The i18n key of the card's title (default `widgets.paymentCard.title`).
   */
  titleKey?: string;
  /**
   * The pagoPA address used when the document carries no `bolletta_interattiva_pagaora_pagopa_link` (the document's wins, project decision 25); without it the host's `pagopaLink` setting is used. The button opens it with `act=portal&id=<crypto>` in a new tab; without any link the pagoPA button is left out.
   */
  pagopaLink?: string;
  /**
   * Which media path serves the payable slip named by the document's `detail` (spec §7): `/api/media/{detail}` (default) or `/api/mediacloud/{detail}`.
   */
  source?: 'media' | 'mediacloud';
  /**
   * Template 5 (spec §4 "In template 5 the pay button is disabled when status is 4"): on a paid bill that still states a debt, the card providers' pay buttons stay in place, disabled, beside the paid message (`paidPayButtons`, project decision 126). Never on a credit or a bill with nothing to pay. Default false: a paid bill shows no pay button.
   */
  disabledWhenPaid?: boolean;
  /**
   * Whether the card ends with the collapsible amounts summary (default true). Templates that map `sintesi_importi` to its own `AmountsSummary` widget set it false, so the summary shows once, where the modules call puts it.
   */
  amountsDetail?: boolean;
  /**
   * Whether the amounts summary ends with the amounts pie under the VAT table (spec §2 "an optional pie chart"; default true), drawn only when `$showsAmountsChart()` and an entry has a value. Off where the template shows the `AmountsChart` widget on the same page.
   */
  amountsChart?: boolean;
}
