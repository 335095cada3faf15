import type { Template, TemplateNode } from '../model.ts';
import { problem, type Problem } from '../problems.ts';
import { describeErrors, validateLayout } from '../validate/ajv.ts';
import { checkSemantics, type WidgetSchemas } from '../validate/semantics.ts';
import { compose } from './compose.ts';
import { FragmentExpander } from './fragments.ts';
import { Provenance } from './provenance.ts';
import type { TemplateSource } from './source.ts';

export interface LoadResult {
  /** The effective template, present only when there are no problems. */
  template?: Template;
  problems: Problem[];
}

/**
 * Load → compose (`extends`, `patch`) → expand fragments → validate the effective template
 * (schema, widget props, expressions, ids). Every problem is collected with file:line:col;
 * a template with any problem is not returned, so the page never renders a half-valid layout.
 */
export async function loadTemplate(
  name: string,
  source: TemplateSource,
  widgets: WidgetSchemas,
): Promise<LoadResult> {
  const provenance = new Provenance();
  const problems: Problem[] = [];
  const composed = await compose(name, source, provenance, problems);
  if (!composed) return { problems: dedupe(problems) };

  const file = composed.file;
  const expander = new FragmentExpander(source, provenance, problems, file);
  const root = await expander.expand(composed.root);
  const modules: Record<string, TemplateNode> = {};
  for (const [key, node] of Object.entries(composed.modules)) {
    const expanded = await expander.expand(node);
    if (expanded) modules[key] = expanded;
  }
  if (!root) return { problems: dedupe(problems) };

  const effective = { id: composed.id, modules, root };
  const locate = (pointer: string) => provenance.locate(effective, pointer);
  const fileOf = (pointer: string) => locate(pointer)?.file ?? file;
  if (!validateLayout(effective)) {
    for (const issue of describeErrors(validateLayout.errors)) {
      const code = issue.nodeKind ? 'node-kind' : 'schema';
      problems.push(problem(code, fileOf(issue.pointer), locate(issue.pointer), issue.message));
    }
  } else {
    for (const issue of checkSemantics(effective, widgets)) {
      const args = issue.args as [string, string];
      problems.push(problem(issue.code, fileOf(issue.pointer), locate(issue.pointer), ...args));
    }
  }
  if (problems.length > 0) return { problems: dedupe(problems) };
  const { lineage, layout } = composed;
  return { template: { ...effective, lineage, layout }, problems: [] };
}

/** Checks a fragment on its own (also one that no template uses yet). */
export async function checkFragment(name: string, source: TemplateSource): Promise<Problem[]> {
  const problems: Problem[] = [];
  const expander = new FragmentExpander(
    source,
    new Provenance(),
    problems,
    `fragments/${name}.json`,
  );
  await expander.read(name);
  return problems;
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.location?.file ?? p.file}:${p.location?.line}:${p.location?.column}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
