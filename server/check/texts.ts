import {
  checkProblem,
  didYouMean,
  missingTexts,
  textKeys,
  type OfferedCatalogue,
  type Problem,
} from '../../src/engine/tools/index.ts';
import type { Catalogue } from '../hosts/catalogue.ts';
import { isAddedTermText } from './glossary.ts';
import { locateIn, locateInChain, type JsonFile } from './json.ts';

/** The namespace of a host's own texts (its name, footer lines): it overrides nothing. */
const ownNamespace = 'host.';

/**
 * A host's override of a text the product has not: nothing reads it, so a typo in its key
 * silently does nothing. A warning (it breaks nothing), with the product's nearest key. The
 * texts of a glossary term the host adds are its own, checked apart (./glossary.ts).
 */
export function hostTextProblems(json: JsonFile, productTexts: Catalogue): Problem[] {
  const known = new Set(textKeys(productTexts));
  const locale = json.file.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
  return textKeys(json.data)
    .filter((key) => !key.startsWith(ownNamespace) && !known.has(key) && !isAddedTermText(key))
    .map((key) => {
      const at = locateIn(json, `/${key.split('.').join('/')}`);
      const found = checkProblem('host-text-unused', at.file, at, key, locale);
      return { ...found, message: found.message + didYouMean(key, known), severity: 'warning' };
    });
}

/** The footer's lines are text keys: each must be in every catalogue the host offers. */
export function textKeyProblems(
  settings: Record<string, unknown>,
  copies: readonly JsonFile[],
  catalogues: readonly OfferedCatalogue[],
): Problem[] {
  const footer = settings['footer'];
  const lines =
    typeof footer === 'object' && footer !== null && 'lines' in footer ? footer.lines : [];
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((key: unknown, i): Problem[] => {
    if (typeof key !== 'string') return [];
    const missing = missingTexts(key, catalogues);
    const at = locateInChain(copies, `/footer/lines/${i}`);
    if (!missing || !at || at.inherited) return [];
    const found = checkProblem('text-missing', at.location.file, at.location, key, missing.where);
    return [{ ...found, message: found.message + missing.hint }];
  });
}
