/* Generated from schemas/locales-list.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/locales/list (spec §7): the host's locales, in the order the language selector shows them. The selector appears only when there is more than one (spec §1).
 *
 * Items: A locale code: a language (`it`, `en`, `de`), optionally with a region (`zh-CN`) or a script (`sr-Latn`). Flags: en shows gb, zh-CN shows cn (spec §1).
 */
export type LocalesList = string[];
