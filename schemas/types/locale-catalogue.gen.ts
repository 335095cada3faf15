/* Generated from schemas/locale-catalogue.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * A translation catalogue (src/i18n/<locale>.json, hosts/<host>/locales/<locale>.json, and the merged answer of /locales/<locale>.json): namespaces of strings, nested as deep as needed; a key is addressed by its dotted path (`demo.title`). A host's catalogue is merged over the product's key by key. Configuration, so strict: values are strings or namespaces, nothing else.
 */
export interface LocaleCatalogue {
  /**
   * A text (i18next syntax: `{{name}}` interpolates) or a nested namespace.
   */
  [k: string]: string | Namespace;
}
/**
 * A namespace: key → text or nested namespace.
 */
export interface Namespace {
  /**
   * A text (i18next syntax: `{{name}}` interpolates) or a nested namespace.
   */
  [k: string]: string | Namespace;
}
