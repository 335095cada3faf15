/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The supply selector (spec §2 "Supply data", §5): a list of the bill's supplies by POD/PDR and address, shown only when there is more than one. The first is selected by default; a choice is shared with every other module through the bill store.
 */
export interface SupplySelectorProps {
  /**
   * The i18n key of the selector's label (default `widgets.supplySelector.label`).
   */
  labelKey?: string;
}
