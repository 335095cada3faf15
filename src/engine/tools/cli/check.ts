/**
 * `quadro check [paths…]` for templates: validates templates and fragments and prints
 * `file:line:col message` for each problem; exits 1 when there is an error. Paths may be
 * template files, fragment files or folders; without paths, everything under templates/.
 * Widgets are those of `catalogue` and flags and texts those of `vocabulary`, which the caller
 * passes in: the engine knows no widget and no bill schema. Host folders are checked by the
 * server's CLI (server/check/), which prints through `printReport` too.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { WidgetCatalogue } from '../../catalogue.ts';
import { fileSource } from '../../load/fsSource.ts';
import { formatProblem, type Problem } from '../../problems.ts';
import { checkTemplateSource, uniqueProblems } from '../check/index.ts';
import type { CheckVocabulary } from '../check/vocabulary.ts';

/** What a check found, and how many files it read. */
export interface CheckRun {
  problems: Problem[];
  checked: number;
}

/** Checks template files, fragment files and template folders; fails on a path that is not. */
export async function checkTemplatePaths(
  catalogue: WidgetCatalogue,
  vocabulary: CheckVocabulary,
  paths: readonly string[],
): Promise<CheckRun> {
  const run: CheckRun = { problems: [], checked: 0 };
  for (const target of paths) {
    const info = await stat(target).catch(() => undefined);
    if (!info) throw new Error(`${target} no such file or folder`);
    const isDir = info.isDirectory();
    const fragmentFile =
      !isDir && path.basename(path.dirname(path.resolve(target))) === 'fragments';
    const dir = isDir ? target : path.dirname(fragmentFile ? path.dirname(target) : target);
    const name = path.basename(target, '.json');
    const source = fileSource(dir);
    const templates = isDir ? await source.templateNames() : fragmentFile ? [] : [name];
    const fragments = isDir ? await source.fragmentNames() : fragmentFile ? [name] : [];
    const selection = { templates, fragments };
    run.problems.push(...(await checkTemplateSource(catalogue, vocabulary, source, selection)));
    run.checked += templates.length + fragments.length;
  }
  return run;
}

/**
 * Prints the errors, then the warnings under their own heading, then one summary line; the
 * exit code is 1 when there is an error (warnings never fail a check).
 */
export function printReport(run: CheckRun, out: (line: string) => void): number {
  const problems = uniqueProblems(run.problems).sort(byPlace);
  const errors = problems.filter((p) => p.severity !== 'warning');
  const warnings = problems.filter((p) => p.severity === 'warning');
  for (const p of errors) out(formatProblem(p));
  if (warnings.length > 0) {
    out(`warnings (they do not fail the check):`);
    for (const p of warnings) out(formatProblem(p));
  }
  const warned = warnings.length > 0 ? `, ${plural(warnings.length, 'warning')}` : '';
  out(
    errors.length === 0
      ? `${plural(run.checked, 'file')} checked, no problems${warned}`
      : `${plural(errors.length, 'problem')}${warned}`,
  );
  return errors.length === 0 ? 0 : 1;
}

/** `quadro check` over templates only (the default: templates/). */
export async function check(
  catalogue: WidgetCatalogue,
  paths: string[],
  out: (line: string) => void,
  vocabulary: CheckVocabulary = {},
): Promise<number> {
  try {
    const run = await checkTemplatePaths(
      catalogue,
      vocabulary,
      paths.length > 0 ? paths : ['templates'],
    );
    return printReport(run, out);
  } catch (error) {
    out(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** By file, then line and column; a problem without a line first in its file. */
function byPlace(a: Problem, b: Problem): number {
  const fa = a.location?.file ?? a.file;
  const fb = b.location?.file ?? b.file;
  if (fa !== fb) return fa < fb ? -1 : 1;
  const la = a.location ?? { line: 0, column: 0 };
  const lb = b.location ?? { line: 0, column: 0 };
  return la.line - lb.line || la.column - lb.column;
}
