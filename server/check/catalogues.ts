import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { checkProblem, textKeys, type CheckRun } from '../../src/engine/tools/index.ts';
import { allTextFolders } from '../hosts/catalogue.ts';
import { locateIn, readJsonFile } from './json.ts';
import { product } from './host.ts';
import { schemaProblems } from './schemas.ts';

/** The language every text is written in first (spec §1): the others follow it. */
const source = 'it';

/**
 * The product's catalogues (src/i18n): each file against the catalogue schema at its line, and
 * every text of the Italian catalogue present in each other locale, reported in the file of the
 * same folder where it belongs, so no customer reads a raw key.
 */
export function checkProductCatalogues(i18nDir: string): CheckRun {
  const run: CheckRun = { problems: [], checked: 0 };
  const locales = jsonNames(i18nDir);
  for (const folder of ['', ...allTextFolders]) {
    const dir = path.join(i18nDir, folder);
    for (const locale of jsonNames(dir)) {
      const json = readJsonFile(path.join(dir, `${locale}.json`), run.problems);
      run.checked++;
      if (json) schemaProblems('locale-catalogue.schema.json', json.data, [json], run.problems);
    }
    const italian = readJsonFile(path.join(dir, `${source}.json`), []);
    if (!italian) continue;
    for (const locale of locales.filter((l) => l !== source)) {
      const full = path.join(dir, `${locale}.json`);
      const json = readJsonFile(full, []);
      const texts = product(i18nDir, locale);
      for (const key of textKeys(italian.data)) {
        if (typeof readKey(texts, key) === 'string') continue;
        const at = json ? locateIn(json, `/${key.split('.').join('/')}`) : undefined;
        const file = at?.file ?? path.relative(process.cwd(), full);
        run.problems.push(checkProblem('catalogue-text-missing', file, at, key, locale));
      }
    }
  }
  return run;
}

function jsonNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

function readKey(texts: unknown, key: string): unknown {
  let value = texts;
  for (const segment of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
