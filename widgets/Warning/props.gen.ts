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
  /**
   * For a notice about paying (template 5's "pay by the due date"): shown only while the bill asks for payment (`asksForPayment`: a debt above zero on a bill not paid), never on a credit, a paid bill or one with nothing to pay (project decision 126). Default false: the notice always shows.
   */
  onlyWhenDue?: boolean;
}
