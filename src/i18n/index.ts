import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import it from './it.json' with { type: 'json' };

/**
 * Italian is the default and fallback language (spec §1) and the only catalogue in the bundle:
 * the error page and the skeleton need their texts before any host answered. Every other
 * catalogue comes from the host (`applyCatalogue`). The page's `<html lang>` follows the
 * language. The forms' texts (`./forms/`, issue 16) are not in the entry: see `./formTexts.ts`.
 */
export function createI18n(language = 'it'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'it',
    // A copy: i18next merges host catalogues into the object it is given, and the bundled
    // texts are shared by every instance (tests and stories create many).
    resources: { it: { translation: structuredClone(it) } },
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

/** A catalogue as i18next takes it: namespaces of strings, validated at the API boundary. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/**
 * Switches to `lang` with the host's catalogue of it (`/locales/{lang}.json`, the product's
 * texts with the host's over them), merged over what is there. Without a catalogue the
 * language still changes and missing keys fall back to the bundled Italian.
 */
export async function applyCatalogue(
  instance: i18n,
  lang: string,
  catalogue: Catalogue | undefined,
): Promise<void> {
  if (catalogue) instance.addResourceBundle(lang, 'translation', catalogue, true, true);
  await instance.changeLanguage(lang);
}
