/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * Template 5's quick actions (section `fast_action`; spec §2 "Template 5"): a short list of big touch targets. "Scarica la bolletta" when the document has a PDF (`detail`; reads "Download in corso..." while downloading, spec §4); "Paga ora" when the bill is payable (src/domain/payment.ts `showsPayNow`), which scrolls to the payment card's node or opens a payment dialog; "Autolettura" on gas bills, opening the self-reading dialog; "Scrivi al servizio clienti", opening the customer-care dialog. Which actions show is src/domain/fastActions.ts.
 */
export interface FastActionsProps {
  /**
   * The i18n key of the list's heading (default `widgets.fastActions.title`).
   */
  titleKey?: string;
  /**
   * The `trigger` of the dialog node holding the gas self-reading form (default `self-reading`).
   */
  selfReadingTrigger?: string;
  /**
   * The `trigger` of the dialog node holding the customer-care form (default `customer-care`).
   */
  customerCareTrigger?: string;
  /**
   * The `id` of the layout node (stack, columns, card: the engine marks those, not widget nodes, with `data-node-id`) around the payment card: "Paga ora" scrolls to it and moves the focus there when it is on the page (default `info_pagamento`).
   */
  paymentNodeId?: string;
  /**
   * The `trigger` of a dialog holding the payment card, opened by "Paga ora" when the node `paymentNodeId` is not on the page (template 5 shows the payment card in another tab than the quick actions). Default `pay`.
   */
  payTrigger?: string;
  /**
   * Which call serves the PDF: `/api/media/{detail}` (default) or `/api/mediacloud/{detail}` (spec §7).
   */
  source?: 'media' | 'mediacloud';
}
