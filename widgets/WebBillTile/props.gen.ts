/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * Template 5's web bill tile (section `web_pdf`; spec §2 "Section screens", §5 "Display rules"): a short text and a button that opens the host's `webBillUrl` in a new tab. Renders nothing unless `fatt_interattiva_data.riepilogo_doc.scelta_bolletta_web` is '1' (or 1) — the rule templates call `$showsWebBill()` — or when the host has no http(s) `webBillUrl`.
 */
export interface WebBillTileProps {
  /**
   * The i18n key of the tile's title (default `widgets.webBillTile.title`).
   */
  titleKey?: string;
}
