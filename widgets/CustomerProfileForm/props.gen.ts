/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The customer area's profile (/modif_data_user, issue 18): the selected customer's data, its contact details to edit (spec §4 "Profile editing", §5 "Profile": any edit shows save, a confirmation, then the saved or failed message) and the login's password change. Reads the area's calls; outside an area page it shows a quiet notice.
 */
export interface CustomerProfileFormProps {
  /**
   * Shows the change-password section under the profile (default true); false for a host whose logins keep their password elsewhere.
   */
  password?: boolean;
}
