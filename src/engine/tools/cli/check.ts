/**
 * `quadro check [paths…]`: validates templates and fragments and prints `file:line:col message`
 * for each problem; exits 1 when there is any. Paths may be template files, fragment files or
 * folders; without paths, everything under templates/. Widgets are those of `catalogue`, which
 * the caller passes in (the generated `widgets/catalogue.gen.ts`): the engine knows no widget.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { propsSchemas, type WidgetCatalogue } from '../../catalogue.ts';
import { fileSource } from '../../load/fsSource.ts';
import { checkFragment, loadTemplate } from '../../load/load.ts';
import { formatProblem, type Problem } from '../../problems.ts';

export async function check(
  catalogue: WidgetCatalogue,
  paths: string[],
  out: (line: string) => void,
): Promise<number> {
  const widgetSchemas = propsSchemas(catalogue);
  const problems: Problem[] = [];
  let checked = 0;
  for (const target of paths.length > 0 ? paths : ['templates']) {
    const info = await stat(target).catch(() => undefined);
    if (!info) {
      out(`${target} no such file or folder`);
      return 1;
    }
    const isDir = info.isDirectory();
    const fragmentFile =
      !isDir && path.basename(path.dirname(path.resolve(target))) === 'fragments';
    const dir = isDir ? target : path.dirname(fragmentFile ? path.dirname(target) : target);
    const source = fileSource(dir);
    const name = path.basename(target, '.json');
    const templates = isDir ? await source.templateNames() : fragmentFile ? [] : [name];
    const fragments = isDir ? await source.fragmentNames() : fragmentFile ? [name] : [];
    for (const t of templates) {
      problems.push(...(await loadTemplate(t, source, widgetSchemas)).problems);
      checked++;
    }
    for (const f of fragments) {
      problems.push(...(await checkFragment(f, source)));
      checked++;
    }
  }
  const seen = new Set<string>();
  for (const p of problems) {
    const line = formatProblem(p);
    if (!seen.has(line)) out(line);
    seen.add(line);
  }
  out(
    problems.length === 0
      ? `${plural(checked, 'file')} checked, no problems`
      : plural(seen.size, 'problem'),
  );
  return problems.length === 0 ? 0 : 1;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
