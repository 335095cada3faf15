import { propsSchemas, type WidgetCatalogue } from '../../catalogue.ts';
import { checkFragment } from '../../load/load.ts';
import type { TemplateSource } from '../../load/source.ts';
import { formatProblem, type Problem } from '../../problems.ts';
import { checkTemplate } from './template.ts';
import type { CheckVocabulary } from './vocabulary.ts';

export type { CheckVocabulary, OfferedCatalogue } from './vocabulary.ts';

/** Which names of a source to check; absent lists mean every template or fragment it has. */
export interface CheckSelection {
  templates?: readonly string[];
  fragments?: readonly string[];
}

/**
 * The problems `quadro check` reports for the templates and fragments of `source`: the one
 * function behind the command line and the playground (which checks a template held in memory
 * by laying `memorySource` over a host's `hostTemplateSource`). Each problem has its
 * `file:line:col`, a did-you-mean in its message where a known name is near, and a severity.
 * Problems found through several templates (a shared fragment's) are given once.
 */
export async function checkTemplateSource(
  catalogue: WidgetCatalogue,
  vocabulary: CheckVocabulary,
  source: TemplateSource,
  selection: CheckSelection = {},
): Promise<Problem[]> {
  const widgets = propsSchemas(catalogue);
  const templates = selection.templates ?? (await source.templateNames());
  const fragments = selection.fragments ?? (await source.fragmentNames());
  const problems: Problem[] = [];
  for (const name of templates) {
    problems.push(...(await checkTemplate(name, source, widgets, vocabulary)));
  }
  for (const name of fragments) problems.push(...(await checkFragment(name, source)));
  return uniqueProblems(problems);
}

/** Problems with the same line and severity given once, in their first order. */
export function uniqueProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.severity ?? 'error'} ${formatProblem(p)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
