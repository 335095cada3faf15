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
 * The product's own texts in `locale`: `<locale>.json` with the forms' texts
 * (`forms/<locale>.json`, kept apart so the page's entry does not bundle them, decision 199)
 * and the texts of the pages around the bill (`routes/<locale>.json`, decision 207) and of the
 * shell (`chrome/<locale>.json`: footer, cookie banner, snackbar, menu; decision 227) merged in;
 * a file that is not there adds nothing. `parse` reads a file's text (the server checks it
 * against the catalogue schema).
 */
export function productCatalogue(
  dir: string,
  locale: string,
  parse: (text: string, file: string) => Catalogue = (text) => JSON.parse(text) as Catalogue,
): Catalogue {
  return [
    `${locale}.json`,
    `forms/${locale}.json`,
    `routes/${locale}.json`,
    `chrome/${locale}.json`,
  ]
    .map((file) => path.join(dir, file))
    .filter((file) => existsSync(file))
    .map((file) => parse(readFileSync(file, 'utf8'), file))
    .reduce<Catalogue>((merged, next) => mergeCatalogues(merged, next), {});
}
