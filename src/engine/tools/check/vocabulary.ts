/**
 * What a template may name that comes from outside the engine (decision 156): the composition
 * roots read it from `schemas/`, `src/i18n` and `hosts/` and hand it in, as they hand in the
 * widget catalogue.
 */
export interface CheckVocabulary {
  /** The document's flags (`documentFlags` of the bill schema); absent: flags not checked. */
  flags?: readonly string[];
  /** The catalogues a template's text keys must be in; absent or empty: texts not checked. */
  catalogues?: readonly OfferedCatalogue[];
}

/** One catalogue offered to customers: whose it is, its locale and its (nested) texts. */
export interface OfferedCatalogue {
  /** `bolletta.alfa-energia.test`, or `src/i18n` for the product's own. */
  owner: string;
  locale: string;
  texts: unknown;
}
