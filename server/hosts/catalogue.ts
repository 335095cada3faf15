import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A translation catalogue: strings, grouped in nested namespaces. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** A host's catalogue wins key by key over the product's; namespaces merge, strings replace. */
export function mergeCatalogues(base: Catalogue, override: Catalogue): Catalogue {
  const merged: Catalogue = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object'
        ? mergeCatalogues(current, value)
        : value;
  }
  return merged;
}

/**
 * The folders of `src/i18n` whose `<locale>.json` the server merges into every host's catalogue,
 * after the main `<locale>.json`: each keeps its texts out of the page's entry, and the chunk
 * that shows them brings its Italian as the fallback. The forms' (decision 199), the pages
 * around the bill (decision 207), the shell: footer, cookie banner, snackbar, menu (decision
 * 227), and the customer area's pages and parts (issue 18). A folder that is not there adds
 * nothing.
 */
export const productTextFolders = [
  'forms',
  'routes',
  'chrome',
  'area',
  'area-invoices',
  'area-contracts',
  'area-messages',
  'area-profile',
  'registration',
] as const;

/**
 * The product's own texts in `locale`: `<locale>.json` with each folder of `productTextFolders`
 * merged in. `parse` reads a file's text (the server checks it against the catalogue schema).
 */
export function productCatalogue(
  dir: string,
  locale: string,
  parse: (text: string, file: string) => Catalogue = (text) => JSON.parse(text) as Catalogue,
): Catalogue {
  return [`${locale}.json`, ...productTextFolders.map((folder) => `${folder}/${locale}.json`)]
    .map((file) => path.join(dir, file))
    .filter((file) => existsSync(file))
    .map((file) => parse(readFileSync(file, 'utf8'), file))
    .reduce<Catalogue>((merged, next) => mergeCatalogues(merged, next), {});
}
