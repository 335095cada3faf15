/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * A calm notice box (template 5's `warning` section): an information icon, a title and a text from the host's catalogue.
 */
export interface WarningProps {
  /**
   * The i18n key of the notice's title.
   */
  titleKey: string;
  /**
   * The i18n key of the notice's text.
   */
  textKey: string;
}
