/* Generated from schemas/user-form-sections.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/customer/userformsection (issue 18): the sections and fields of the user form (/user_form), so a supplier decides which contact data a customer may change; the values come from /api/customer/profile/{id} and go back to /api/customer/save/{id}. Data, so tolerant. Decision 242.
 */
export interface UserFormSections {
  /**
   * The form's sections, in order.
   */
  sections: {
    /**
     * The section's stable name.
     */
    key: string;
    /**
     * A catalogue key: the section's heading.
     */
    title: string;
    /**
     * The section's fields, in order.
     */
    fields: {
      /**
       * A field of customer-profile (and, when editable, of customer-save).
       */
      name: string;
      /**
       * A catalogue key: the field's label.
       */
      label: string;
      /**
       * The input's type.
       */
      type: 'text' | 'email' | 'tel' | 'checkbox';
      /**
       * The form refuses to send it empty.
       */
      required?: boolean;
      /**
       * Shown, not editable (changed only through the supplier).
       */
      readOnly?: boolean;
      /**
       * The input's autocomplete token (`email`, `tel`).
       */
      autocomplete?: string;
    }[];
  }[];
}
