import jsonata from 'jsonata';
import type { TemplateNode } from '../../model.ts';
import type { Problem } from '../../problems.ts';
import { problem } from '../../problems.ts';
import { compose } from '../../load/compose.ts';
import { FragmentExpander } from '../../load/fragments.ts';
import { Provenance } from '../../load/provenance.ts';
import type { TemplateSource } from '../../load/source.ts';
import { describeErrors, validateLayout } from '../../validate/ajv.ts';
import { checkSemantics, type WidgetSchemas } from '../../validate/semantics.ts';
import { didYouMean } from '../../validate/nearest.ts';
import { expressionNameIssues } from './expressions.ts';
import { checkProblem } from './problem.ts';
import { references } from './references.ts';
import { missingTexts } from './texts.ts';
import type { CheckVocabulary } from './vocabulary.ts';

/**
 * Every problem of one template as `quadro check` reports it: what loading finds (JSON, schema,
 * `extends`, patches, fragments, widgets and props, expression syntax, ids, tabs) with a
 * did-you-mean where a name is near a known one, and, on a valid effective template, what only
 * the vocabulary can tell: helpers, flags, module keys, text keys, dialogs, links. The same
 * steps as `loadTemplate`, which the page's build uses, so both agree on what is wrong.
 */
export async function checkTemplate(
  name: string,
  source: TemplateSource,
  widgets: WidgetSchemas,
  vocabulary: CheckVocabulary,
): Promise<Problem[]> {
  const provenance = new Provenance();
  const problems: Problem[] = [];
  const composed = await compose(name, source, provenance, problems);
  if (!composed) return problems;
  const expander = new FragmentExpander(source, provenance, problems, composed.file);
  const root = await expander.expand(composed.root);
  const modules: Record<string, TemplateNode> = {};
  for (const [key, node] of Object.entries(composed.modules)) {
    const expanded = await expander.expand(node);
    if (expanded) modules[key] = expanded;
  }
  if (!root) return problems;

  const effective = { id: composed.id, modules, root };
  const locate = (pointer: string) => provenance.locate(effective, pointer);
  const fileOf = (pointer: string) => locate(pointer)?.file ?? composed.file;
  if (!validateLayout(effective)) {
    for (const issue of describeErrors(validateLayout.errors)) {
      const code = issue.nodeKind ? 'node-kind' : 'schema';
      problems.push(problem(code, fileOf(issue.pointer), locate(issue.pointer), issue.message));
    }
    return problems;
  }
  for (const issue of checkSemantics(effective, widgets)) {
    const args = issue.args as [string, string];
    const [file, location] = [fileOf(issue.pointer), locate(issue.pointer)];
    // With a near name, the registry's whole list is noise.
    const found =
      issue.code === 'widget-unknown' && issue.hint
        ? checkProblem('widget-unknown-near', file, location, args[0])
        : problem(issue.code, file, location, ...args);
    problems.push({ ...found, message: found.message + (issue.hint ?? '') });
  }

  const { references: refs, dialogs } = references(effective, widgets);
  const moduleKeys = Object.keys(modules);
  const at = (pointer: string) => [fileOf(pointer), locate(pointer)] as const;
  for (const ref of refs) {
    const [file, location] = at(ref.pointer);
    const add = (found: Problem, hint = '') => {
      problems.push({ ...found, message: found.message + hint });
    };
    switch (ref.kind) {
      case 'expression':
        for (const issue of await expressionNameIssues(ref.source, {
          flags: vocabulary.flags,
          moduleKeys,
        }))
          add(checkProblem(issue.code, file, location, issue.name), issue.hint);
        break;
      case 'module':
        if (!moduleKeys.includes(ref.key))
          add(
            checkProblem('module-key-unknown', file, location, ref.key),
            didYouMean(ref.key, moduleKeys),
          );
        break;
      case 'trigger':
        if (!dialogs.has(ref.trigger))
          add(
            checkProblem('trigger-missing', file, location, ref.widget, ref.trigger),
            didYouMean(ref.trigger, dialogs),
          );
        break;
      case 'link': {
        const value = ref.expression ? literalOf(ref.value) : ref.value;
        const scheme = value === undefined ? undefined : /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
        if (value !== undefined && !ref.schemes.includes(scheme?.toLowerCase() ?? ''))
          add(checkProblem('link-scheme', file, location, value, ref.allowed));
        break;
      }
      case 'text': {
        const missing = missingTexts(ref.key, vocabulary.catalogues ?? []);
        if (missing)
          add(checkProblem('text-missing', file, location, ref.key, missing.where), missing.hint);
        break;
      }
    }
  }
  return problems;
}

/** The string an expression is when it is only a string literal (`'https://…'`). */
function literalOf(source: string): string | undefined {
  try {
    const ast = jsonata(source).ast() as { type?: unknown; value?: unknown };
    return ast.type === 'string' && typeof ast.value === 'string' ? ast.value : undefined;
  } catch {
    return undefined;
  }
}
