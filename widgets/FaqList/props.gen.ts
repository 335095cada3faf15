/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The customer area's FAQ (spec §1 "FAQ with attachments", GET /api/Faq/{id}): the supplier's questions as disclosures, each answer with its files to download (GET /api/Faq/attach/{a}/{b}/{c}, with the login's token). A card per topic in the supplier's order, or one card under `titleKey`. Shows nothing outside an area page; a quiet notice with a retry when the FAQ does not load.
 */
export interface FaqListProps {
  /**
   * Which FAQ: a topic of the host's supplier (`bolletta`, `pagamenti` …) or `all` for every topic (default `all`).
   */
  faqId?: string;
  /**
   * The i18n key of one card's title holding every question; without it each topic is a card headed by the topic's name (`areaFaq.topics.<topic>`).
   */
  titleKey?: string;
}
