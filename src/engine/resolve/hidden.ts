import type { HiddenReason, ResolvedHidden, ResolvedNode } from './types.ts';

/*
 * Why a place is hidden, for the playground's frames (ADR 0037): only a resolve asked with
 * `explainHidden` comes here, so a bill's resolve does no more work than before.
 */

// A helper call with no argument or one string literal: `$isMobile()`, `$flag('x')`.
const helperCall = /\$[A-Za-z_]\w*\(\s*(?:'[^']*'|"[^"]*")?\s*\)/g;
// A path from a name of the context: `doc.document_payment_debt`, `area.home.newInvoices`.
const contextPath =
  /(?<![\w$.])(?:doc|modules|rate|host|supply|area|locale)(?:\.[A-Za-z_]\w*|\.\*)*(?![\w(])/g;
const stringLiteral = /'[^']*'|"[^"]*"/g;

/**
 * The terms an expression reads whose values say why it gave what it gave: its helper calls
 * with a literal argument and its context paths (outside string literals), each once.
 */
export function readsOf(source: string): string[] {
  const calls = source.match(helperCall) ?? [];
  const paths = source.replace(stringLiteral, "''").match(contextPath) ?? [];
  return [...new Set([...calls, ...paths])];
}

/**
 * The reason an expression hid a place, with the value of each term it reads (evaluated in the
 * same pass, so `$shown` answers as it did for the expression). `pending` is called when a
 * term waits for jsonata: the walk is then repeated, as for any expression.
 */
export function hiddenReason(
  source: string,
  at: string,
  result: { outcome: HiddenReason['outcome']; detail?: string },
  evaluate: (term: string) => { value: unknown } | { error: string } | 'pending',
  pending: () => void,
): HiddenReason {
  const reads = readsOf(source).map((term) => {
    const outcome = evaluate(term);
    if (outcome === 'pending') pending();
    return { term, value: outcome !== 'pending' && 'value' in outcome ? outcome.value : undefined };
  });
  const reason: HiddenReason = { at, expression: source, outcome: result.outcome, reads };
  if (result.detail !== undefined) reason.detail = result.detail;
  return reason;
}

export function hiddenNode(
  key: string,
  path: string,
  what: string,
  reason: HiddenReason | undefined,
  children: ResolvedHidden[] = [],
): ResolvedHidden {
  const node: ResolvedHidden = { key, kind: 'hidden', what, path, children };
  if (reason) node.reason = reason;
  return node;
}

/** Whether a container shows nothing: no child, or (explaining) only hidden markers. */
export function showsNothing(
  children: ResolvedNode[],
  notes: ResolvedHidden[] | undefined,
): boolean {
  if (children.length === 0) return true;
  if (!notes || !children.every((c) => c.kind === 'hidden')) return false;
  notes.push(...children);
  return true;
}
