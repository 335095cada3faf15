import jsonata from 'jsonata';
import { helperNames } from '../../expr/helpers.ts';
import { didYouMean } from '../../validate/nearest.ts';
import type { CheckMessageCode } from '../../validate/checkMessages.ts';

/** One thing an expression names that nothing defines, with the message's arguments. */
export interface NameIssue {
  code: Extract<CheckMessageCode, 'helper-unknown' | 'flag-unknown' | 'module-key-unknown'>;
  name: string;
  hint: string;
}

/** What an expression may name: the document's flags and the template's module keys. */
export interface ExpressionNames {
  /** Every flag of the document schema; undefined: flags are not checked. */
  flags?: readonly string[] | undefined;
  moduleKeys: readonly string[];
}

/**
 * The helpers an expression calls that do not exist (`$isGaz()`), the `$flag('…')` names the
 * document has not and the `$shown('…')` module keys the template has not. Only literal
 * arguments are checked: a computed name is the expression's business. An expression that does
 * not parse gives nothing here (the syntax error is reported on its own).
 */
export async function expressionNameIssues(
  source: string,
  names: ExpressionNames,
): Promise<NameIssue[]> {
  let ast: unknown;
  try {
    ast = jsonata(source).ast();
  } catch {
    return [];
  }
  const bound = new Set<string>();
  const calls: { name: string; literal: string | undefined }[] = [];
  visit(ast, (node) => {
    if (node.type === 'bind' && isNode(node.lhs) && typeof node.lhs.value === 'string')
      bound.add(node.lhs.value);
    if (node.type === 'lambda' && Array.isArray(node.arguments)) {
      for (const arg of node.arguments)
        if (isNode(arg) && typeof arg.value === 'string') bound.add(arg.value);
    }
    const procedure = node.procedure;
    if ((node.type === 'function' || node.type === 'partial') && isNode(procedure)) {
      if (procedure.type !== 'variable' || typeof procedure.value !== 'string') return;
      const first = Array.isArray(node.arguments) ? (node.arguments[0] as unknown) : undefined;
      const literal = isNode(first) && first.type === 'string' ? first.value : undefined;
      calls.push({
        name: procedure.value,
        literal: typeof literal === 'string' ? literal : undefined,
      });
    }
  });
  const issues: NameIssue[] = [];
  for (const { name, literal } of calls) {
    if (bound.has(name) || helperNames.includes(name)) {
      if (name === 'flag' && literal !== undefined && names.flags && !names.flags.includes(literal))
        issues.push({
          code: 'flag-unknown',
          name: literal,
          hint: didYouMean(literal, names.flags),
        });
      if (name === 'shown' && literal !== undefined && !names.moduleKeys.includes(literal)) {
        const hint = didYouMean(literal, names.moduleKeys);
        issues.push({ code: 'module-key-unknown', name: literal, hint });
      }
    } else if (!(await isBuiltIn(name))) {
      const hint = didYouMean(
        `$${name}`,
        helperNames.map((h) => `$${h}`),
      );
      issues.push({ code: 'helper-unknown', name, hint });
    }
  }
  return issues;
}

const builtIns = new Map<string, Promise<boolean>>();

/** Whether jsonata itself defines `$name` (`$exists`, `$count`…): asked of jsonata, once. */
function isBuiltIn(name: string): Promise<boolean> {
  let known = builtIns.get(name);
  if (!known) {
    known = /^\w+$/.test(name)
      ? Promise.resolve(jsonata(`$type($${name})`).evaluate({})).then((t) => t === 'function')
      : Promise.resolve(false);
    builtIns.set(name, known);
  }
  return known;
}

type AstNode = Record<string, unknown>;

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function visit(value: unknown, see: (node: AstNode) => void): void {
  if (Array.isArray(value)) for (const item of value) visit(item, see);
  else if (isNode(value)) {
    see(value);
    for (const child of Object.values(value)) visit(child, see);
  }
}
