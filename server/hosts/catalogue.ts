import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allTextFolders, productTextFolders } from '../../src/domain/textFolders.ts';

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

export { allTextFolders, productTextFolders };

/**
 * The product's own texts in `locale`: `<locale>.json` with each of `folders` merged in: by
 * default `productTextFolders`, what a host's catalogue carries; `check` and the catalogue tests
 * pass `allTextFolders`, the glossary too. `parse` reads a file's text (the server checks it
 * against the catalogue schema).
 */
export function productCatalogue(
  dir: string,
  locale: string,
  parse: (text: string, file: string) => Catalogue = (text) => JSON.parse(text) as Catalogue,
  folders: readonly string[] = productTextFolders,
): Catalogue {
  return [`${locale}.json`, ...folders.map((folder) => `${folder}/${locale}.json`)]
    .map((file) => path.join(dir, file))
    .filter((file) => existsSync(file))
    .map((file) => parse(readFileSync(file, 'utf8'), file))
    .reduce<Catalogue>((merged, next) => mergeCatalogues(merged, next), {});
}
