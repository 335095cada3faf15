import type { i18n } from 'i18next';
import { createApi, createClient } from '../../../api/index.ts';
import { rememberLanguage } from '../../../i18n/choice.ts';
import { applyCatalogue } from '../../../i18n/page.ts';

/**
 * Switches the page to `lang` with the host's catalogue of it (`/locales/{lang}.json`, checked
 * by its schema like every answer), in place: the route keeps its bill, every text and amount
 * follows the new language, `<html lang>` too (src/i18n). The choice is remembered for the next
 * visit (decision 213). A catalogue that does not load changes nothing and says so (false).
 * A chunk of its own, fetched on the first choice: the header carries only the selector.
 */
export async function switchLanguage(instance: i18n, lang: string): Promise<boolean> {
  // The catalogue is public: no session, no token (the shell has no route's API client).
  const api = createApi(
    createClient({ credentials: () => ({ token: undefined, fromCrypto: false }) }),
  );
  const catalogue = await api.localeCatalogue(lang);
  if (!catalogue.ok) return false;
  await applyCatalogue(instance, lang, catalogue.value);
  rememberLanguage(lang);
  return true;
}
