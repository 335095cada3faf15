/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The gas self-reading form (spec §2 "Gas self-reading form", §4 "Gas self-reading", §5 "Self-reading"): a supply picker when the bill has more than one gas supply, the enter-days call on each choice, then either the reading's input (Smc) with its confirm button (aria-disabled with its reason until the reading is valid) and a confirmation repeating the reading, or, when the answer is 0, the "no entering days" text; the reminder download (Promemoria Autolettura.ics) in both. Only gas supplies (PDR) are offered; with none it renders nothing. The form's code (formik, yup) loads when the widget is first shown.
 */
export interface SelfReadingFormProps {
  /**
   * The i18n key of a heading above the form; none by default, where the tab or the dialog already names it.
   */
  titleKey?: string;
}
