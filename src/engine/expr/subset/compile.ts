import { helperNames } from '../helpers.ts';
import { parseSubset, type BinaryOp, type Node } from './parse.ts';
import {
  Unsupported,
  arithmetic,
  builtins,
  compare,
  deepEqual,
  includes,
  isSequence,
  lookup,
  sequence,
  settle,
  toBoolean,
  wildcard,
  type Sequence,
} from './values.ts';

/**
 * An expression of the subset as a plain synchronous function (ADR 0020). It returns what
 * jsonata's `evaluate` would, or throws `Unsupported` where jsonata would throw (the caller then
 * asks jsonata for its exact error). Bindings are the helpers of `expressionHelpers`.
 */
export type SubsetExpression = (
  input: unknown,
  bindings: Readonly<Record<string, unknown>>,
) => unknown;

const helpers = new Set<string>(helperNames);

/** The compiled function, or undefined when the expression is outside the subset. */
export function compileSubset(source: string): SubsetExpression | undefined {
  const tree = parseSubset(source);
  return tree && callsKnown(tree) ? build(tree) : undefined;
}

/** Only the helpers and jsonata's one-argument functions of `builtins` are in the subset. */
function callsKnown(node: Node): boolean {
  switch (node.kind) {
    case 'literal':
    case 'path':
      return true;
    case 'call':
      return (
        (helpers.has(node.name) ||
          (Object.hasOwn(builtins, node.name) && node.args.length === 1)) &&
        node.args.every(callsKnown)
      );
    case 'binary':
      return callsKnown(node.lhs) && callsKnown(node.rhs);
    case 'condition':
      return (
        callsKnown(node.test) && callsKnown(node.then) && (!node.else || callsKnown(node.else))
      );
  }
}

type Run = SubsetExpression;

function build(node: Node): Run {
  switch (node.kind) {
    case 'literal': {
      const { value } = node;
      return () => value;
    }
    case 'path': {
      const { steps } = node;
      return (input) => path(steps, input);
    }
    case 'call':
      return call(node.name, node.args.map(build));
    case 'binary':
      return binary(node.op, build(node.lhs), build(node.rhs));
    case 'condition': {
      const test = build(node.test);
      const then = build(node.then);
      const otherwise = node.else && build(node.else);
      return (input, b) =>
        toBoolean(test(input, b)) ? then(input, b) : otherwise ? otherwise(input, b) : undefined;
    }
  }
}

function call(name: string, args: Run[]): Run {
  const builtin = Object.hasOwn(builtins, name) ? builtins[name] : undefined;
  return (input, b) => {
    const values = args.map((arg) => arg(input, b));
    // jsonata looks a name up in the bindings first, then among its own functions.
    const bound = Object.hasOwn(b, name) ? b[name] : undefined;
    if (typeof bound === 'function') return settle(bound.apply(input, values) as unknown);
    if (bound === undefined && builtin && values.length === 1) return builtin(values[0]);
    throw new Unsupported(`$${name}`);
  };
}

function binary(op: BinaryOp, l: Run, r: Run): Run {
  switch (op) {
    case 'and':
      return (input, b) => toBoolean(l(input, b)) === true && toBoolean(r(input, b)) === true;
    case 'or':
      return (input, b) => toBoolean(l(input, b)) === true || toBoolean(r(input, b)) === true;
    case '=':
    case '!=': {
      const equal = op === '=';
      return (input, b) => {
        const lhs = l(input, b);
        const rhs = r(input, b);
        if (lhs === undefined || rhs === undefined) return false;
        return deepEqual(lhs, rhs) === equal;
      };
    }
    case '<':
    case '<=':
    case '>':
    case '>=':
      return (input, b) => compare(op, l(input, b), r(input, b));
    case '+':
    case '-':
      return (input, b) => arithmetic(op, l(input, b), r(input, b));
    case 'in':
      return (input, b) => includes(l(input, b), r(input, b));
  }
}

/** `evaluatePath` and `evaluateStep` for steps that are names or `*`. */
function path(steps: readonly string[], input: unknown): unknown {
  let items: unknown[] = Array.isArray(input) ? input : [input];
  let result: unknown[] = [];
  for (let s = 0; s < steps.length; s++) {
    result = step(steps[s] ?? '*', items, s === steps.length - 1);
    if (result.length === 0) break;
    items = result;
  }
  return settle(result);
}

function step(name: string, items: readonly unknown[], last: boolean): unknown[] {
  const found: unknown[] = [];
  for (const item of items) {
    const value = settle(name === '*' ? wildcard(item) : lookup(item, name));
    if (value !== undefined) found.push(value);
  }
  const only = found[0];
  if (last && found.length === 1 && Array.isArray(only) && !isSequence(only)) return only;
  const flat: Sequence = sequence();
  for (const value of found) {
    if (Array.isArray(value)) for (const v of value) flat.push(v);
    else flat.push(value);
  }
  if (flat.length > 10_000) throw new Unsupported('sequence');
  return flat;
}
