/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * One labelled value of the bill document, formatted as Italian readers expect. Shows nothing when the value is empty.
 */
export interface FieldProps {
  /**
   * The i18n key of the label.
   */
  labelKey: string;
  /**
   * Dotted path of the value in the document, e.g. `document_number` or `fatt_interattiva_data.header.logo_servizio`.
   */
  path: string;
  /**
   * `amount`: numbers as 1.234,56 €, text as written (plus " euro"); `date`: d/m/Y, 0000-00-00 empty; `plain`: as written (default).
   */
  format?: 'plain' | 'amount' | 'date';
  /**
   * Shows the value large, for the amount to pay and its due date.
   */
  emphasis?: boolean;
}
