import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
// Named imports: the build keeps only these namespaces of the Italian catalogue in the entry.
import {
  bill,
  engine,
  errors,
  languages,
  outcome,
  preview,
  routes,
} from './it.json' with { type: 'json' };

/** A catalogue as i18next takes it: namespaces of strings, validated at the API boundary. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/**
 * The Italian texts the page's entry carries (issue 17, decision 220): what shows before any host
 * answered or when none does: the skeletons' labels (`bill`, `outcome`), the error pages
 * (`errors`), a chunk that did not load (`routes`), the shell (`languages`), the engine's notices,
 * the configurators' list. Every other text comes with the host's catalogue, which the page loads
 * before it shows a bill or an outcome (the product's catalogue with the host's over it,
 * server/hosts/catalogue.ts), or, when that does not load, with the whole bundled Italian
 * catalogue (`applyCatalogue`). A namespace the shell shows before a host answers belongs in this
 * list.
 */
export const entryTexts: Catalogue = { engine, bill, errors, outcome, preview, languages, routes };

/**
 * An i18next instance in `language` with `texts` as its Italian: the page's own (`createPageI18n`)
 * or, for tests and stories, the whole catalogue (`createI18n` in ./index.ts). Italian is the
 * default and the fallback (spec §1); `<html lang>` follows the language.
 */
export function createI18nWith(language: string, texts: Catalogue): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'it',
    // A copy: i18next merges host catalogues into the object it is given, and the bundled
    // texts are shared by every instance (tests and stories create many).
    resources: { it: { translation: structuredClone(texts) } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  if (typeof document !== 'undefined') {
    instance.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
  }
  return instance;
}

/** The page's i18next instance (the browser's, and the server's per request). */
export function createPageI18n(language = 'it'): i18n {
  return createI18nWith(language, entryTexts);
}

/**
 * Switches to `lang` with the host's catalogue of it (`/locales/{lang}.json`, the product's
 * texts with the host's over it), merged over what is there. Without a catalogue the language
 * still changes, and the whole Italian catalogue of the build is fetched as the fallback.
 */
export async function applyCatalogue(
  instance: i18n,
  lang: string,
  catalogue: Catalogue | undefined,
): Promise<void> {
  if (catalogue) instance.addResourceBundle(lang, 'translation', catalogue, true, true);
  else await addBundledItalian(instance);
  await instance.changeLanguage(lang);
}

// A URL, not an import: the build copies the file beside the scripts, and no chunk carries it.
const bundledItalian = new URL('./it.json', import.meta.url);

/**
 * The product's whole Italian catalogue, added under what is there (a host's wording wins).
 * Nothing when it does not load (the server's render, offline): the entry's texts remain.
 */
export async function addBundledItalian(instance: i18n): Promise<void> {
  if (typeof window === 'undefined') return;
  try {
    const response = await fetch(bundledItalian);
    const body: unknown = response.ok ? await response.json() : undefined;
    if (isCatalogue(body)) instance.addResourceBundle('it', 'translation', body, true, false);
  } catch {
    // Offline or refused: the entry's texts and the keys remain; nothing breaks.
  }
}

function isCatalogue(value: unknown): value is Catalogue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' || isCatalogue(entry));
}
