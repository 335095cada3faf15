/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The customer area's user form (/user_form, issue 18): draws the sections and fields of GET /api/customer/userformsection for the selected customer, with its values from the profile, and saves the editable ones through POST /api/customer/save/{id} after a confirmation. Outside an area page it shows a quiet notice.
 */
export interface UserFormProps {
  /**
   * The catalogue key of the card's title (default `area_profile.form_card`, "Dati del cliente").
   */
  titleKey?: string;
}
