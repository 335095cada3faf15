/**
 * When a part of a template shows, as a formula over its `visible` expressions: a node shows
 * when it and its ancestors do (an `and` down the chain), a module when any slot that may hold
 * it does (an `or` over those slots).
 */
export type Formula =
  | { t: 'const'; value: boolean; why?: string }
  | { t: 'expr'; source: string; at: string }
  | { t: 'and'; parts: readonly Formula[] }
  | { t: 'or'; parts: readonly Formula[] };

export const always: Formula = { t: 'const', value: true };
export const never = (why: string): Formula => ({ t: 'const', value: false, why });

export function and(...parts: Formula[]): Formula {
  const kept: Formula[] = [];
  for (const part of parts) {
    if (part.t === 'const' && part.value) continue;
    if (part.t === 'const') return part;
    if (part.t === 'and') kept.push(...part.parts);
    else kept.push(part);
  }
  if (kept.length === 0) return always;
  return kept.length === 1 ? (kept[0] as Formula) : { t: 'and', parts: kept };
}

export function or(parts: Formula[], whyNone: string): Formula {
  const kept: Formula[] = [];
  for (const part of parts) {
    if (part.t === 'const' && part.value) return always;
    if (part.t !== 'const') kept.push(part);
  }
  if (kept.length === 0) return parts.length === 1 ? (parts[0] as Formula) : never(whyNone);
  return kept.length === 1 ? (kept[0] as Formula) : { t: 'or', parts: kept };
}

/** Every expression leaf, each once, in order. */
export function leaves(formula: Formula): { source: string; at: string }[] {
  const found = new Map<string, { source: string; at: string }>();
  const visit = (f: Formula) => {
    if (f.t === 'expr') found.set(`${f.at}\u0000${f.source}`, f);
    else if (f.t === 'and' || f.t === 'or') f.parts.forEach(visit);
  };
  visit(formula);
  return [...found.values()];
}

/** The formula's value, given whether each expression leaf shows. */
export function evaluate(formula: Formula, shows: (source: string) => boolean): boolean {
  switch (formula.t) {
    case 'const':
      return formula.value;
    case 'expr':
      return shows(formula.source);
    case 'and':
      return formula.parts.every((p) => evaluate(p, shows));
    case 'or':
      return formula.parts.some((p) => evaluate(p, shows));
  }
}

/** `\`$flag('x')\` (/root/children/0/visible)`; an `or` of slots as its parts joined. */
export function describeFormula(formula: Formula): string {
  switch (formula.t) {
    case 'const':
      return formula.value ? 'true' : (formula.why ?? 'false');
    case 'expr':
      return `\`${formula.source}\` (${formula.at})`;
    case 'and':
      return formula.parts.map(describeFormula).join(' and ');
    case 'or':
      return `(${formula.parts.map(describeFormula).join(' or ')})`;
  }
}
