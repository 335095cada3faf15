/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * Template 5's header bar (section `header`; spec §2 "Header" and "Template 5"): the host's logo (`theme.logo`), the service description lines `fatt_interattiva_data.header.descrizione_servizio_header_1/_2` when `bolletta_interattiva_esponi_descrizione_servizio_header` is on, the right-hand service logo `header.logo_servizio` (hidden when absent or when it fails to load), and two 44 px icon buttons that open the template's help and profile dialogs.
 */
export interface AppHeaderProps {
  /**
   * The `trigger` of the dialog node the help button opens (default `help`).
   */
  helpTrigger?: string;
  /**
   * The `trigger` of the dialog node the profile button opens (default `profile`).
   */
  profileTrigger?: string;
}
