import type { Combination, FlagsAnalysis, WidgetFinding } from './analyse.ts';
import type { Input } from './inputs.ts';

/** An input as a reader writes it: `$flag('x')`, the device, or the free reading's text. */
export function inputName(input: Input): string {
  if (input.kind === 'flag') return `$flag('${input.label}')`;
  if (input.kind === 'device') return 'device';
  return input.label;
}

/** `with $flag('x')=1, $isGas()=false, mobile`: one point of the space, every input named. */
export function describeCombination(combination: Combination): string {
  if (combination.length === 0) return 'with any flags and device';
  const parts = combination.map(({ input, on }) => {
    if (input.kind === 'flag') return `${inputName(input)}=${on ? 1 : 0}`;
    if (input.kind === 'device') return on ? 'mobile' : 'desktop';
    return `${input.label}=${String(on)}`;
  });
  return `with ${parts.join(', ')}`;
}

/** `CareForm at /modules/…` or `web_pdf (WebBillTile)` when the node has an id. */
function nameOf(w: WidgetFinding): string {
  return w.id === undefined ? `${w.widget} at ${w.pointer}` : `${w.id} (${w.widget})`;
}

/** The space a verdict covers, its inputs named when they are few enough to read. */
function spaceText(inputs: readonly Input[], tried: number): string {
  if (inputs.length === 0) return 'whatever the flags and device';
  if (inputs.length > 3) return `in all ${tried} combinations of its ${inputs.length} inputs`;
  const noun = tried === 1 ? 'combination' : 'combinations';
  return `in all ${tried} ${noun} of ${inputs.map(inputName).join(', ')}`;
}

/** The readable report: dead widgets, widgets whose conditions are always true, empty tabs. */
export function formatReport(analysis: FlagsAnalysis): string[] {
  const lines: string[] = [];
  const { widgets, tabs } = analysis;
  const counts = (kind: Input['kind']) => analysis.inputs.filter((i) => i.kind === kind).length;
  const free = analysis.inputs.filter((i) => i.kind === 'free');
  lines.push(
    `${analysis.template}: ${widgets.length} widgets, ${tabs.length} tabs with content; ` +
      `${counts('flag')} flags, ${counts('device') > 0 ? 'the device' : 'no device'} and ` +
      `${free.length} other readings decide what shows`,
  );
  if (free.length > 0) {
    lines.push('  read as free true/false inputs (not modelled, nor how they relate):');
    for (const input of free) lines.push(`    ${input.label}`);
  }
  for (const flag of analysis.unknownFlags) {
    lines.push(`  $flag('${flag}') is not a flag of the document schema: no bill sets it`);
  }

  const section = (title: string, entries: string[][]) => {
    lines.push('');
    if (entries.length === 0) {
      lines.push(`${title}: none`);
      return;
    }
    lines.push(`${title} (${entries.length})`);
    for (const entry of entries) lines.push(...entry);
  };

  // A module no slot accepts is one finding, not one per widget inside it.
  const unslotted = new Map<string, string[]>();
  const never: string[][] = [];
  for (const w of widgets) {
    if (w.result.verdict !== 'never') continue;
    if (w.unslotted === undefined) {
      never.push([
        `  ${nameOf(w)}`,
        `    hidden ${spaceText(w.inputs, w.result.tried)}: ${w.result.why}`,
      ]);
      continue;
    }
    const names = unslotted.get(w.unslotted) ?? [];
    if (!names.includes(w.widget)) names.push(w.widget);
    unslotted.set(w.unslotted, names);
  }
  for (const [key, names] of unslotted) {
    never.push([`  module ${key} (${names.join(', ')}): no slot of the template accepts it`]);
  }
  section('Never shows', never);
  section(
    'Always shows, though it has conditions',
    widgets.flatMap((w) =>
      w.result.verdict === 'always'
        ? [[`  ${nameOf(w)}`, `    shown ${spaceText(w.inputs, w.result.tried)}`]]
        : [],
    ),
  );
  section(
    'Tabs that can end up empty',
    tabs.flatMap((t) =>
      t.empty
        ? [
            [
              `  ${t.label}`,
              `    ${describeCombination(t.empty)}: the tab shows, nothing in it does`,
            ],
          ]
        : [],
    ),
  );
  const large = [
    ...widgets.flatMap((w) =>
      w.result.verdict === 'too-large' ? [[`  ${nameOf(w)}: ${w.result.inputs} inputs`]] : [],
    ),
    ...tabs.flatMap((t) => (t.tooLarge ? [[`  ${t.label}: ${t.inputs.length} inputs`]] : [])),
  ];
  if (large.length > 0) section(`Not decided, more than ${analysis.limit} inputs`, large);
  const depends = widgets.filter((w) => w.result.verdict === 'depends').length;
  const plain = widgets.filter((w) => w.result.verdict === 'unconditional').length;
  lines.push(
    '',
    `${depends} ${depends === 1 ? 'widget shows' : 'widgets show'} or not depending on the inputs; ` +
      `${plain} ${plain === 1 ? 'has' : 'have'} no condition at all`,
  );
  return lines;
}
