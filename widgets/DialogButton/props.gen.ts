/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * A button that opens a dialog of the template by its trigger name.
 */
export interface DialogButtonProps {
  /**
   * The `trigger` of the dialog node to open.
   */
  trigger: string;
  /**
   * The i18n key of the button's text.
   */
  labelKey: string;
}
