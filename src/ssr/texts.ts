import type { i18n } from 'i18next';
import { applyCatalogue, createPageI18n, type Catalogue } from '../i18n/page.ts';

/** Instances kept: a few languages of a few hosts; the oldest goes past this. */
const kept = 64;
const instances = new Map<string, Promise<i18n>>();

/**
 * The i18next instance of a language with a host's catalogue of it, made once per language and
 * catalogue instead of once per render (ADR 0056): the catalogue's merge into the entry's texts
 * was a tenth of a render. The key is the catalogue's content, so a host whose catalogue changed
 * (a reload) gets a new instance and two hosts never share one unless their texts are the same.
 * Renders only read it, apart from the forms' Italian fallbacks, which are added to it once and
 * never over a host's wording (src/i18n/fallbackTexts.ts), as in the browser's one instance.
 */
export function pageTexts(locale: string, catalogue: Catalogue | undefined): Promise<i18n> {
  const key = `${locale}\n${catalogue === undefined ? '' : JSON.stringify(catalogue)}`;
  const made = instances.get(key);
  if (made) return made;
  const making = (async () => {
    const instance = createPageI18n();
    await applyCatalogue(instance, locale, catalogue);
    return instance;
  })();
  instances.set(key, making);
  making.catch(() => instances.delete(key));
  for (const oldest of instances.keys()) {
    if (instances.size <= kept) break;
    instances.delete(oldest);
  }
  return making;
}
