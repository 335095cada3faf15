/**
 * `quadro show <template> [--host h] [--diff]`: the effective template (after `extends`,
 * patches and fragments) as the engine loads it, so a configurator reads what the page will
 * render instead of composing a variant in their head. `--diff` compares a variant with the
 * template it extends: a summary by node id, then a unified diff of the two effective
 * templates. A template with problems prints them (file:line:col) and exits 1.
 */
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import { loadTemplate } from '../../load/load.ts';
import type { TemplateSource } from '../../load/source.ts';
import type { Template } from '../../model.ts';
import { formatProblem } from '../../problems.ts';
import { parseInspectArgs, type InspectEnv } from './args.ts';
import { describeChanges, variantChanges } from './changes.ts';

export async function showCommand(args: readonly string[], env: InspectEnv): Promise<number> {
  const { name, dir, host, switches } = parseInspectArgs(args, ['--diff']);
  const source = env.templates(host, dir);
  const variant = await load(name, source, env);
  if (!variant) return 1;
  if (!switches.has('--diff')) {
    env.out(JSON.stringify(effective(variant), null, 2));
    return 0;
  }
  const parentName = variant.lineage[1];
  if (parentName === undefined) {
    env.out(`${name} extends no template: there is nothing to compare it with`);
    return 1;
  }
  const parent = await load(parentName, source, env);
  if (!parent) return 1;
  const paint = painter(env.color === true);
  env.out(paint.bold(`${name} against ${parentName}, the template it extends`));
  for (const line of describeChanges(variantChanges(parent, variant))) env.out(line);
  const patch = createTwoFilesPatch(
    await fileOf(parentName, source),
    await fileOf(name, source),
    body(parent),
    body(variant),
    'effective',
    'effective',
    { headerOptions: FILE_HEADERS_ONLY },
  );
  // With no change jsdiff prints the two file lines alone: the summary already says so.
  if (!patch.includes('\n@@')) return 0;
  env.out('');
  for (const line of patch.trimEnd().split('\n')) env.out(paint.line(line));
  return 0;
}

/** The effective template, or undefined with its problems printed. */
async function load(
  name: string,
  source: TemplateSource,
  env: InspectEnv,
): Promise<Template | undefined> {
  const { template, problems } = await loadTemplate(name, source, env.widgets);
  for (const p of problems) env.out(formatProblem(p));
  if (problems.length > 0) env.out(`${name}: ${plural(problems.length, 'problem')}`);
  return template;
}

/** What `show` prints: the template as `resolve` takes it, its lineage first. */
function effective(template: Template): unknown {
  return {
    id: template.id,
    lineage: template.lineage,
    modules: template.modules,
    root: template.root,
  };
}

/**
 * What `--diff` compares: modules and root. The id and lineage differ between any variant and
 * its parent and would only add noise to the first hunk.
 */
function body(template: Template): string {
  return `${JSON.stringify({ modules: template.modules, root: template.root }, null, 2)}\n`;
}

async function fileOf(name: string, source: TemplateSource): Promise<string> {
  return (await source.template(name))?.file ?? `${name}.json`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** ANSI colours as git diff uses them; identity functions when not on a terminal. */
function painter(color: boolean) {
  const wrap = (code: string) => (text: string) =>
    color ? `\u001b[${code}m${text}\u001b[0m` : text;
  const [bold, red, green, cyan] = [wrap('1'), wrap('31'), wrap('32'), wrap('36')];
  return {
    bold,
    line(text: string): string {
      if (text.startsWith('---') || text.startsWith('+++')) return bold(text);
      if (text.startsWith('@@')) return cyan(text);
      if (text.startsWith('-')) return red(text);
      if (text.startsWith('+')) return green(text);
      return text;
    },
  };
}
