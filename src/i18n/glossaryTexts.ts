import type { i18n } from 'i18next';
import type { Catalogue } from './page.ts';

/** A language's glossary file as the build makes it: a chunk of its own, fetched on demand. */
export type GlossaryFiles = Readonly<Record<string, () => Promise<Catalogue>>>;

/**
 * The product's glossary per language (`src/i18n/glossary/<lang>.json`), each file a lazy chunk
 * of its own (decision 647): a page fetches its language's, never the others'.
 */
const productFiles: GlossaryFiles = import.meta.glob<Catalogue>('./glossary/*.json', {
  import: 'default',
});

/**
 * Per i18next store (react-i18next hands each component a copy of the instance, but they share
 * the store), the glossary's load per language: one fetch, however many buttons ask.
 */
const loads = new WeakMap<i18n['store'], Map<string, Promise<boolean>>>();

/** Per i18next store, the languages whose glossary is in already. */
const done = new WeakMap<i18n['store'], Set<string>>();

/** Whether `loadGlossary` has put the glossary of `language` into the instance's store. */
export function glossaryLoaded(instance: i18n, language: string = instance.language): boolean {
  return done.get(instance.store)?.has(language) ?? false;
}

/**
 * Adds the product's glossary in the page's language to the page's texts, under what is there:
 * the host's catalogue (`/locales/<lang>.json`) carries only its own wording of a term and the
 * terms it adds (decisions 643, 648), and those win key by key. A language the product has no
 * glossary for gets the Italian, as the fallback language (spec §1). Once per store and
 * language; the promise says whether the texts are in. It never rejects: a chunk that did not
 * load (offline, a deploy that replaced it) gives false, and the attempt is forgotten, so the
 * next opening tries again.
 */
export function loadGlossary(
  instance: i18n,
  language: string = instance.language,
  files: GlossaryFiles = productFiles,
): Promise<boolean> {
  let byLanguage = loads.get(instance.store);
  if (!byLanguage) {
    byLanguage = new Map();
    loads.set(instance.store, byLanguage);
  }
  const known = byLanguage.get(language);
  if (known) return known;
  const own = files[`./glossary/${language}.json`];
  const [lang, load] = own ? [language, own] : ['it', files['./glossary/it.json']];
  const loading = (load ? load() : Promise.reject(new Error('the product has no glossary'))).then(
    (texts) => {
      instance.addResourceBundle(lang, 'translation', texts, true, false);
      const languages = done.get(instance.store) ?? new Set<string>();
      done.set(instance.store, languages.add(language));
      return true;
    },
    () => {
      byLanguage.delete(language);
      return false;
    },
  );
  byLanguage.set(language, loading);
  return loading;
}
