import type { i18n } from 'i18next';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import type { Catalogue } from './page.ts';

/**
 * Per file of texts, the i18next stores it has been added to already: the store, not the
 * instance, since `useTranslation` hands each component a copy of the instance of its own
 * (react-i18next's wrapper), which would add the texts again at every component's first render.
 */
const seeded = new WeakMap<Catalogue, WeakSet<i18n['store']>>();

/**
 * `useTranslation` with a catalogue file of its own as the Italian fallback (the forms',
 * decision 199; the shell's, decision 227; the pages around the bill, decision 207). Such texts
 * are files apart per language that the server merges into each host's catalogue, so a host's
 * catalogue carries them already with its own wording first: the Italian is added without
 * overwriting anything. They come with the lazy chunks that show them, not with the entry, so
 * the bill route's initial JavaScript does not grow with them.
 */
export function useTranslationWith(
  italian: Catalogue,
): UseTranslationResponse<'translation', undefined> {
  const response = useTranslation();
  let instances = seeded.get(italian);
  if (!instances) {
    instances = new WeakSet();
    seeded.set(italian, instances);
  }
  if (!instances.has(response.i18n.store)) {
    instances.add(response.i18n.store);
    response.i18n.addResourceBundle('it', 'translation', italian, true, false);
  }
  return response;
}
