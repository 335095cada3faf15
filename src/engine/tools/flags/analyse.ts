import type { Template } from '../../model.ts';
import { describeFormula, evaluate, leaves, type Formula } from './formula.ts';
import { InputRegistry, type Input } from './inputs.ts';
import { collectTargets } from './targets.ts';

/** A combination of inputs, each on (flag 1, mobile, true) or off. */
export type Combination = { input: Input; on: boolean }[];

export type WidgetVerdict =
  | { verdict: 'never'; tried: number; why: string }
  | { verdict: 'always'; tried: number }
  | { verdict: 'depends'; shown: Combination; hidden: Combination }
  | { verdict: 'unconditional' }
  | { verdict: 'too-large'; inputs: number };

export interface WidgetFinding {
  pointer: string;
  id: string | undefined;
  widget: string;
  inputs: Input[];
  result: WidgetVerdict;
  /** Its module, when no slot of the template accepts that module (so it never shows). */
  unslotted: string | undefined;
}

export interface TabFinding {
  pointer: string;
  label: string;
  inputs: Input[];
  /** One combination where the tab shows and nothing in it does; undefined when none. */
  empty: Combination | undefined;
  tooLarge?: boolean;
}

export interface FlagsAnalysis {
  template: string;
  inputs: Input[];
  widgets: WidgetFinding[];
  tabs: TabFinding[];
  /** `$flag('x')` names the document schema does not have. */
  unknownFlags: string[];
  limit: number;
}

/** More inputs than this for one node and its space (2^n combinations) is not enumerated. */
export const inputLimit = 14;

/**
 * Enumerates, for each widget and tab, only the inputs its own formula reads (its ancestors'
 * and its own expressions), in order of how many are on, so the first combination found is
 * one with the fewest flags set.
 */
export function analyseFlags(template: Template, knownFlags: readonly string[]): FlagsAnalysis {
  const registry = new InputRegistry();
  const { widgets, tabs } = collectTargets(template);
  const spaceOf = (formula: Formula) => {
    const byIndex = new Map<number, Input>();
    for (const leaf of leaves(formula)) {
      for (const input of registry.condition(leaf.source).inputs) byIndex.set(input.index, input);
    }
    return [...byIndex.values()].sort(byKind);
  };
  const showsWith = (formula: Formula, on: ReadonlySet<number>) =>
    evaluate(formula, (source) => registry.condition(source).shows((i) => on.has(i)));

  /**
   * Why a formula is never true, as few of its conditions as say it: the first part of its
   * `and` that is never true alone, else the first pair never true together, else all.
   */
  const neverTrue = (formula: Formula): string => {
    const parts = formula.t === 'and' ? formula.parts : [formula];
    const holds = (...some: Formula[]) => {
      const f: Formula = { t: 'and', parts: some };
      return [...combinations(spaceOf(f))].some((on) => showsWith(f, on));
    };
    for (const part of parts) {
      if (part.t === 'const') return part.why ?? 'never';
      if (!holds(part)) return `${describeFormula(part)} is never true`;
    }
    for (let i = 0; i < parts.length; i++) {
      for (let j = i + 1; j < parts.length; j++) {
        const [a, b] = [parts[i] as Formula, parts[j] as Formula];
        if (!holds(a, b)) {
          return `${describeFormula(a)} and ${describeFormula(b)} are never true together`;
        }
      }
    }
    return `its conditions are never true together: ${parts.map(describeFormula).join(', ')}`;
  };

  const widgetFindings = widgets.map((w): WidgetFinding => {
    const inputs = spaceOf(w.shows);
    const base = { pointer: w.pointer, id: w.id, widget: w.widget, inputs, unslotted: w.unslotted };
    if (w.shows.t === 'const') {
      return {
        ...base,
        result: w.shows.value
          ? { verdict: 'unconditional' }
          : { verdict: 'never', tried: 1, why: w.shows.why ?? 'never' },
      };
    }
    if (inputs.length > inputLimit) {
      return { ...base, result: { verdict: 'too-large', inputs: inputs.length } };
    }
    let shown: Combination | undefined;
    let hidden: Combination | undefined;
    let tried = 0;
    for (const on of combinations(inputs)) {
      tried++;
      if (showsWith(w.shows, on)) shown ??= describe(inputs, on);
      else hidden ??= describe(inputs, on);
      if (shown && hidden) return { ...base, result: { verdict: 'depends', shown, hidden } };
    }
    if (shown) return { ...base, result: { verdict: 'always', tried } };
    return { ...base, result: { verdict: 'never', tried, why: neverTrue(w.shows) } };
  });

  const tabFindings = tabs.map((t): TabFinding => {
    const inputs = spaceOf({ t: 'and', parts: [t.shows, t.content] });
    const base = { pointer: t.pointer, label: t.label, inputs, empty: undefined };
    if (inputs.length > inputLimit) return { ...base, tooLarge: true };
    for (const on of combinations(inputs)) {
      if (showsWith(t.shows, on) && !showsWith(t.content, on)) {
        return { ...base, empty: describe(inputs, on) };
      }
    }
    return base;
  });

  const known = new Set(knownFlags);
  return {
    template: template.id,
    inputs: [...registry.all].sort(byKind),
    widgets: widgetFindings,
    tabs: tabFindings,
    unknownFlags: registry.all
      .filter((i) => i.kind === 'flag' && !known.has(i.label))
      .map((i) => i.label),
    limit: inputLimit,
  };
}

/** Sets of indexes of inputs that are on, fewest first. */
export function* combinations(inputs: readonly Input[]): Generator<ReadonlySet<number>> {
  const masks = Array.from({ length: 2 ** inputs.length }, (_, m) => m);
  masks.sort((a, b) => bits(a) - bits(b) || a - b);
  for (const mask of masks) {
    yield new Set(inputs.filter((_, i) => (mask & (1 << i)) !== 0).map((input) => input.index));
  }
}

function bits(mask: number): number {
  let count = 0;
  for (let m = mask; m > 0; m >>= 1) count += m & 1;
  return count;
}

function describe(inputs: readonly Input[], on: ReadonlySet<number>): Combination {
  return inputs.map((input) => ({ input, on: on.has(input.index) }));
}

const kindOrder: Record<Input['kind'], number> = { flag: 0, device: 1, free: 2 };
function byKind(a: Input, b: Input): number {
  return kindOrder[a.kind] - kindOrder[b.kind] || a.label.localeCompare(b.label);
}
