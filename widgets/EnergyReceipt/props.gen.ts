/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The 2025 format's "scontrino dell'energia" (ARERA, delibera 315/2024/R/com; issue 32): the bill's amount built from `fatt_interattiva_data.scontrino_energia.righe`, line by line as quantity × unit price, grouped as the regulator groups it (quota consumi, quota fissa, quota potenza, recalculations, other items, social bonus, taxes, VAT, canone RAI), each group with its subtotal and each line marked `vendita` or `rete e oneri`, and the bill's total at the foot. Shown only when the lines add up to `document_amount` to the cent: otherwise nothing is shown and the page's diagnostics say why (decision 630). A bill without the block shows nothing.
 */
export interface EnergyReceiptProps {
  /**
   * The i18n key of the card's title (default `widgets.energyReceipt.title`).
   */
  titleKey?: string;
}
