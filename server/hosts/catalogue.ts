import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productTextFolders } from '../../src/domain/textFolders.ts';

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

export { productTextFolders };

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
