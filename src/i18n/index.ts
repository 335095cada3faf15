import type { i18n } from 'i18next';
import it from './it.json' with { type: 'json' };
import { createI18nWith } from './page.ts';

export { applyCatalogue, createPageI18n, type Catalogue } from './page.ts';

/**
 * An i18next instance with the product's whole Italian catalogue, for tests and stories, which
 * render widgets without a host. The page never uses it: its entry carries only the texts of
 * `entryTexts` and gets the rest from the host (./page.ts, decision 220), and a page module
 * that imported this one would bring the whole catalogue into the bill route's initial
 * JavaScript (.dependency-cruiser.cjs forbids it).
 */
export function createI18n(language = 'it'): i18n {
  return createI18nWith(language, it);
}
