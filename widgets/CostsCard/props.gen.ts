/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * Template 5's costs card (section `costi`; spec §2 "costs card", decision 16): the items of `fatt_interattiva_data.sintesi_importi.tabella_importi` (a map label → amount, or a list of single-entry maps) with amounts right-aligned in tabular figures, the TOTALE DA PAGARE / TOTALE A CREDITO row from `document_payment_debt`, and the interactive donut (AmountsDonut) when the chart flag is on and `grafico_importi` has entries. A bill without items shows a quiet sentence instead of the table.
 */
export interface CostsCardProps {
  /**
   * The i18n key of the card's title (default `widgets.costsCard.title`).
   */
  titleKey?: string;
  /**
   * Shows the interactive donut when the bill allows it (`bolletta_interattiva_sintesi_import_grafico` on and `grafico_importi` not empty; default true); false keeps the card to its table.
   */
  chart?: boolean;
  /**
   * Shows the VAT table (rate, taxable amount, amount) under the items when `bolletta_interattiva_sintesi_importi_riepilogo_iva` is on and `tabella_iva` has rows (spec §5; default true). Template 5's costs card owns the amounts (project decision 128), so the payment card there has no amounts detail; false where the page shows the VAT table elsewhere.
   */
  vatTable?: boolean;
}
