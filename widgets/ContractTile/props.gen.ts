/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The "my contract" tile (spec §2): the customer code and the contract code from the document's index fields `invoices_codice_cliente` and `invoices_codice_contratto`. Renders nothing when the bill has neither.
 */
export interface ContractTileProps {
  /**
   * The i18n key of the tile's title (default `widgets.contractTile.title`).
   */
  titleKey?: string;
}
