// Every text a template names exists in each language the portal ships (it, en, de, zh-CN), so no
// customer ever reads a raw key like `bill.tabs.home`.
import { productCatalogue } from '../../server/hosts/catalogue.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPath } from '../../src/domain/flags.ts';

const root = `${process.cwd()}/`;
const readJson = (file: string): unknown => JSON.parse(readFileSync(root + file, 'utf8'));

const files = [
  ...readdirSync(root + 'templates')
    .filter((name) => name.endsWith('.json'))
    .map((name) => `templates/${name}`),
  ...readdirSync(root + 'templates/fragments')
    .filter((name) => name.endsWith('.json'))
    .map((name) => `templates/fragments/${name}`),
];

/** Values of `label`, `title` and `…Key` properties that are i18n keys (no spaces). */
function textKeys(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) textKeys(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      const named = key === 'label' || key === 'title' || key.endsWith('Key');
      if (named && typeof child === 'string' && /^[\w-]+(\.[\w-]+)+$/.test(child)) {
        found.add(child);
      } else textKeys(child, found);
    }
  }
  return found;
}

const catalogues = ['it', 'en', 'de', 'zh-CN'].map((lang) => [
  lang,
  productCatalogue('src/i18n', lang),
]);

describe.each(files)('%s', (file) => {
  const keys = [...textKeys(readJson(file))];
  it.each(catalogues)('names only texts the %s catalogue has', (_lang, catalogue) => {
    const missing = keys.filter((key) => typeof readPath(catalogue, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
