/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The digital profile form (spec §2 "digital profile form", §4 "Profile editing", §5 "Profile"): the customer's e-mail, billing e-mail and phone from get_profilo, each optional but checked when filled, saved with put_profilo after a confirmation; shows whether the profile is complete (livelloCompletezzaProfilo = 4). The form and its rules are a chunk of their own, fetched when the widget comes near the viewport (in a closed tab or dialog: when it is opened).
 */
export interface ProfileFormProps {
  /**
   * The i18n key of the card's title (default `forms.profile.title`).
   */
  titleKey?: string;
}
