/**
 * `quadro flags <template> [--host h] [--json]`: which widgets can never show, which always
 * show although they have conditions, and which tabs can end up empty, each with a
 * combination of flags and device that proves it (decisions 330–334). The document's flags
 * come from the composition root, which reads them from the bill schema: the engine knows none.
 */
import { loadTemplate } from '../../load/load.ts';
import { formatProblem } from '../../problems.ts';
import { parseInspectArgs, type InspectEnv } from '../show/args.ts';
import { analyseFlags, type Combination } from './analyse.ts';
import { formatReport, inputName } from './report.ts';

export async function flagsCommand(
  args: readonly string[],
  env: InspectEnv & { flags: readonly string[] },
): Promise<number> {
  const { name, dir, host, switches } = parseInspectArgs(args, ['--json']);
  const { template, problems } = await loadTemplate(name, env.templates(host, dir), env.widgets);
  if (!template) {
    for (const p of problems) env.out(formatProblem(p));
    env.out(`${name}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    return 1;
  }
  const analysis = analyseFlags(template, env.flags);
  if (!switches.has('--json')) {
    for (const line of formatReport(analysis)) env.out(line);
    return 0;
  }
  // Values as the text report writes them: a flag 1 or 0, the device by name, others true/false.
  const value = (kind: string, on: boolean) =>
    kind === 'flag' ? Number(on) : kind === 'device' ? (on ? 'mobile' : 'desktop') : on;
  const combination = (c: Combination | undefined) =>
    c && Object.fromEntries(c.map(({ input, on }) => [inputName(input), value(input.kind, on)]));
  env.out(
    JSON.stringify(
      {
        template: analysis.template,
        inputs: analysis.inputs.map((i) => ({ name: inputName(i), kind: i.kind })),
        unknownFlags: analysis.unknownFlags,
        widgets: analysis.widgets.map((w) => ({
          pointer: w.pointer,
          id: w.id,
          widget: w.widget,
          inputs: w.inputs.map(inputName),
          ...w.result,
          ...('shown' in w.result
            ? { shown: combination(w.result.shown), hidden: combination(w.result.hidden) }
            : {}),
        })),
        tabs: analysis.tabs.map((t) => ({
          pointer: t.pointer,
          label: t.label,
          inputs: t.inputs.map(inputName),
          canBeEmpty: t.empty !== undefined,
          ...(t.empty ? { empty: combination(t.empty) } : {}),
          ...(t.tooLarge ? { tooLarge: true } : {}),
        })),
      },
      null,
      2,
    ),
  );
  return 0;
}
