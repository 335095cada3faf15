import type { i18n } from 'i18next';
import { applyCatalogue, createPageI18n, type Catalogue } from '../i18n/page.ts';

/** Instances kept: a few languages of a few hosts; the oldest goes past this. */
const kept = 64;
const instances = new Map<string, Promise<i18n>>();

/**
 * The i18next instance of a language with a host's catalogue of it, made once per language and
 * catalogue instead of once per render (ADR 0056): the catalogue's merge into the entry's texts
 * was a tenth of a render. The key is the catalogue's content, so a host whose catalogue changed
 * (a reload) gets a new instance and two hosts never share one unless their texts are the same:
 * `tag` names that content when the caller has a name for it (the catalogue answer's ETag, a
 * hash of its body), else the catalogue is serialised for the key.
 * Renders only read it, apart from the forms' Italian fallbacks, which are added to it once and
 * never over a host's wording (src/i18n/fallbackTexts.ts), as in the browser's one instance.
 *
 * What the renders get is a view of the instance with no properties of its own (reads go to the
 * instance): react-i18next copies every own property of the instance it is given into a wrapper
 * at each component's first render, which on the server is every render of every component
 * that shows a text, a tenth of the render's time (ADR 0056, session 2).
 */
export function pageTexts(
  locale: string,
  catalogue: Catalogue | undefined,
  tag?: string,
): Promise<i18n> {
  const content =
    catalogue === undefined ? '' : tag !== undefined ? `tag ${tag}` : JSON.stringify(catalogue);
  const key = `${locale}\n${content}`;
  const made = instances.get(key);
  if (made) return made;
  const making = (async () => {
    const instance = createPageI18n();
    await applyCatalogue(instance, locale, catalogue);
    return Object.create(instance) as i18n;
  })();
  instances.set(key, making);
  making.catch(() => instances.delete(key));
  for (const oldest of instances.keys()) {
    if (instances.size <= kept) break;
    instances.delete(oldest);
  }
  return making;
}
