import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import it from './it.json' with { type: 'json' };

/**
 * Italian is the default and fallback language (spec §1). Host catalogues are added per host
 * (issue 4); until then the bundled Italian base catalogue serves every page.
 */
export function createI18n(language = 'it'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'it',
    resources: { it: { translation: it } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return instance;
}
