import path from 'node:path';
import {
  checkProblem,
  didYouMean,
  type OfferedCatalogue,
  type Problem,
} from '../../src/engine/tools/index.ts';
import { glossaryTerms } from '../../src/domain/glossaryTerms.ts';
import { isPlainObject } from './chain.ts';
import { locateIn, locateInChain, type JsonFile } from './json.ts';

const productTerms: ReadonlySet<string> = new Set(glossaryTerms);
const parts = ['title', 'text'] as const;

/** Whether `key` (dotted) is a text of a term the host adds: those are checked here. */
export function isAddedTermText(key: string): boolean {
  const [namespace, term] = key.split('.');
  return namespace === 'glossary' && term !== undefined && !productTerms.has(term);
}

/** The terms of a catalogue's `glossary` that the product has not. */
function addedTerms(texts: unknown): string[] {
  const glossary = isPlainObject(texts) ? texts['glossary'] : undefined;
  return isPlainObject(glossary) ? Object.keys(glossary).filter((t) => !productTerms.has(t)) : [];
}

/** Whether a catalogue has an entry for `term`; its shape is checked in the file it is in. */
function hasTerm(texts: unknown, term: string): boolean {
  const glossary = isPlainObject(texts) ? texts['glossary'] : undefined;
  return isPlainObject(glossary) && glossary[term] !== undefined;
}

/**
 * The terms a host adds to the bill's glossary (decision 648), in its own `locales/<lang>.json`
 * files (`ownFiles`, the ones that fit the catalogue schema):
 *  - each is `{ "title": …, "text": … }`, both non-empty, nothing else, at its JSON pointer;
 *  - every language the host offers (`offered`, the chain's catalogues over the product's) has
 *    it, reported at the term in the file that adds it, naming the file and pointer to fill;
 *  - each rule of `glossaryLabels` names a term of the product or of the host (an error), and
 *    each added term is named by a rule, or no line shows it (a warning).
 */
export function glossaryProblems(
  ownFiles: readonly JsonFile[],
  offered: readonly OfferedCatalogue[],
  settings: Record<string, unknown>,
  settingsCopies: readonly JsonFile[],
  localesDir: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const json of ownFiles) {
    for (const term of addedTerms(json.data)) problems.push(...shapeProblems(json, term));
  }
  const added = [...new Set(offered.flatMap((catalogue) => addedTerms(catalogue.texts)))];
  for (const term of added) {
    const pointer = `/glossary/${term}`;
    const home = ownFiles.find((json) => json.pointers[pointer] !== undefined);
    if (!home) continue; // added by the host this one extends, and reported there
    for (const { locale, texts } of offered) {
      if (hasTerm(texts, term)) continue;
      const file = path.relative(process.cwd(), path.join(localesDir, `${locale}.json`));
      const at = locateIn(home, pointer);
      problems.push(
        checkProblem('glossary-term-missing', at.file, at, term, locale, file, pointer),
      );
    }
  }
  const rules = Array.isArray(settings['glossaryLabels']) ? settings['glossaryLabels'] : [];
  const named = new Set<string>();
  const known = [...productTerms, ...added];
  rules.forEach((rule: unknown, i) => {
    const term = isPlainObject(rule) ? rule['term'] : undefined;
    if (typeof term !== 'string') return;
    named.add(term);
    if (known.includes(term)) return;
    const at = locateInChain(settingsCopies, `/glossaryLabels/${i}/term`);
    if (!at || at.inherited) return;
    const found = checkProblem('glossary-label-term-unknown', at.location.file, at.location, term);
    problems.push({ ...found, message: found.message + didYouMean(term, known) });
  });
  for (const term of added.filter((t) => !named.has(t))) {
    const home = ownFiles.find((json) => json.pointers[`/glossary/${term}`] !== undefined);
    if (!home) continue;
    const at = locateIn(home, `/glossary/${term}`);
    const found = checkProblem('glossary-term-unreached', at.file, at, term);
    problems.push({ ...found, severity: 'warning' });
  }
  return problems;
}

/** An added term's shape in one file: an object of a non-empty title and text, nothing else. */
function shapeProblems(json: JsonFile, term: string): Problem[] {
  const pointer = `/glossary/${term}`;
  const entry = (json.data as { glossary: Record<string, unknown> }).glossary[term];
  const problem = (at: string, detail: string) =>
    checkProblem('glossary-term-shape', json.file, locateIn(json, at), term, detail);
  if (!isPlainObject(entry)) {
    return [problem(pointer, `must be an object of a "title" and a "text" (${pointer})`)];
  }
  const found: Problem[] = [];
  for (const part of parts) {
    const value = entry[part];
    if (typeof value === 'string' && value.trim() !== '') continue;
    found.push(problem(pointer, `has no ${part} (${pointer}/${part})`));
  }
  for (const key of Object.keys(entry).filter((k) => !(parts as readonly string[]).includes(k))) {
    const at = `${pointer}/${key}`;
    const detail = `has an unknown property "${key}" (${at})${didYouMean(key, parts)}`;
    found.push(problem(at, detail));
  }
  return found;
}
