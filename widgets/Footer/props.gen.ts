/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The page's footer (spec §2 "Footers carry the supplier's social links, contacts and legal lines"), from the host settings: the supplier's name, the contacts of `footer.contacts` (phones as tel: links, e-mail addresses as mailto: links), the legal lines of `footer.lines` (i18n keys of the host's catalogue; a key without a text is left out) and, when `social.social_link_presence` is 1, the social links that are http(s) addresses, opening in a new tab. Renders nothing when the host gives none of these.
 */
export interface FooterProps {
  /**
   * Shows the host's `footer.contacts`; false for a layout whose contacts card already sits on the same page (default true).
   */
  showContacts?: boolean;
}
