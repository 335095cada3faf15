import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkProblem,
  didYouMean,
  missingTexts,
  type OfferedCatalogue,
  type Problem,
} from '../../src/engine/tools/index.ts';
import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
import { locateInChain, type JsonFile } from './json.ts';

type Item = NonNullable<HostSettings['menu']>['items'][number];

/** The product's own menu labels (`menu.home` …), src/i18n/identity/<locale>.json. */
function identityKeys(i18nDir: string, locale: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(
      readFileSync(path.join(i18nDir, 'identity', `${locale}.json`), 'utf8'),
    );
    return new Set(typeof parsed === 'object' && parsed !== null ? Object.keys(parsed) : []);
  } catch {
    return new Set();
  }
}

/**
 * A host's menu (issue 30, decision 538), once its settings passed their schema: every label
 * a text of every language the host offers (its catalogue, else the product's menu labels),
 * every module one of its `multiModulePages`, each at its line in hostsettings.json.
 */
export function menuProblems(
  settings: HostSettings,
  copies: readonly JsonFile[],
  catalogues: readonly OfferedCatalogue[],
  i18nDir: string,
): Problem[] {
  const items = settings.menu?.items ?? [];
  const pointed = items.flatMap((item, i): [Item, string][] => [
    [item, `/menu/items/${i}`],
    ...('children' in item
      ? item.children.map((child, j): [Item, string] => [child, `/menu/items/${i}/children/${j}`])
      : []),
  ]);
  const modules = settings.multiModulePages ?? [];
  const problems: Problem[] = [];
  for (const [item, pointer] of pointed) {
    const lacking = catalogues.filter((c) => !identityKeys(i18nDir, c.locale).has(item.label));
    const missing = missingTexts(item.label, lacking);
    const label = missing && locateInChain(copies, `${pointer}/label`);
    if (missing && label && !label.inherited) {
      const at = label.location;
      const found = checkProblem('text-missing', at.file, at, item.label, missing.where);
      problems.push({ ...found, message: found.message + missing.hint });
    }
    if ('action' in item && item.action === 'module' && item.argument !== undefined) {
      if (modules.includes(item.argument)) continue;
      const found = locateInChain(copies, `${pointer}/argument`);
      if (!found || found.inherited) continue;
      const at = found.location;
      // A detail of the host's settings, said as the schema's problems are (host-schema).
      const detail = `menu item opens module "${item.argument}", which is not one of the host's multiModulePages`;
      const problem = checkProblem('host-schema', at.file, at, detail);
      problems.push({ ...problem, message: problem.message + didYouMean(item.argument, modules) });
    }
  }
  return problems;
}
