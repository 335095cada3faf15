/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The supplier's contacts (spec §2 "Contacts card"): phones as tel: links, e-mail as mailto: links, and in the extended variant the certified e-mail, the emergency number and the distributor. Renders nothing when the bill has none.
 */
export interface ContactsCardProps {
  /**
   * The i18n key of the card's title (default `widgets.contactsCard.title`).
   */
  titleKey?: string;
  /**
   * Also shows the certified e-mail (`landing_pec`), the emergency number and the distributor's name (`fatt_interattiva_data.contatti`), as some variants do (default true).
   */
  extended?: boolean;
}
