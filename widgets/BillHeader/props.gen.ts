/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The bill's header (spec §2 "Header"): the service logo (`fatt_interattiva_data.header.logo_servizio`), two optional service description lines shown when `bolletta_interattiva_esponi_descrizione_servizio_header` is on, and an optional logo on the right.
 */
export interface BillHeaderProps {
  /**
   * The logo on the right (for example the supplier's): an http(s) URL or a path on the portal. Hidden when it fails to load; none by default.
   */
  rightLogoUrl?: string;
  /**
   * The i18n key of the right-hand logo's text alternative (default `widgets.billHeader.rightLogo`).
   */
  rightLogoAltKey?: string;
}
