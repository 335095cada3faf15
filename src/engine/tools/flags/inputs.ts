import { compileSubset } from '../../expr/subset/compile.ts';
import { parseSubset, type Node } from '../../expr/subset/parse.ts';

/**
 * What a visibility expression depends on, as `quadro flags` models it (decision 331): each
 * `$flag('x')` is a 0/1 input, `$isMobile()` is the device, and every other reading (a helper
 * such as `$isGas()`, a comparison over a path, `$shown('key')`) is a free true/false input,
 * labelled by its text. Correlations between free inputs (a bill that is gas cannot be power,
 * `$shown` follows the page) are not modelled: the analysis may find combinations no bill has.
 */
export interface Input {
  /** Index in the analysis' registry: the bit of a combination. */
  index: number;
  kind: 'flag' | 'device' | 'free';
  /** `bolletta_x` for a flag, `$isGas()` or `$count(modules.*) = 0` for a free input. */
  label: string;
}

/** An expression over inputs: `run` answers whether it shows, given each input's value. */
export interface Condition {
  inputs: readonly Input[];
  shows(value: (input: number) => boolean): boolean;
}

/** Every input met in one analysis, each once, so that one reading is one bit everywhere. */
export class InputRegistry {
  readonly all: Input[] = [];
  readonly #byKey = new Map<string, Input>();
  readonly #conditions = new Map<string, Condition>();

  input(kind: Input['kind'], label: string): Input {
    const key = `${kind}:${label}`;
    let found = this.#byKey.get(key);
    if (!found) {
      found = { index: this.all.length, kind, label };
      this.all.push(found);
      this.#byKey.set(key, found);
    }
    return found;
  }

  /**
   * The expression with each input replaced by `$flag('#n')`, evaluated by the engine's own
   * compiled subset (ADR 0020), so `and`, `or`, `$not`, `? :` and jsonata's truthiness mean
   * here what they mean on the page. An expression outside the subset is one free input.
   */
  condition(source: string): Condition {
    let found = this.#conditions.get(source);
    if (!found) {
      found = this.#compile(source);
      this.#conditions.set(source, found);
    }
    return found;
  }

  #compile(source: string): Condition {
    const tree = parseSubset(source);
    const used = new Map<number, Input>();
    const rewritten = tree && this.#rewrite(tree, used);
    const run = rewritten === undefined ? undefined : compileSubset(rewritten);
    if (!run) {
      const whole = this.input('free', source.trim());
      return { inputs: [whole], shows: (value) => value(whole.index) };
    }
    return {
      inputs: [...used.values()],
      shows(value) {
        const flag = (name: unknown) => typeof name === 'string' && value(Number(name.slice(1)));
        try {
          // `visible` shows a node only when it yields exactly true (ADR 0002).
          return run({}, { flag }) === true;
        } catch {
          return false; // jsonata would throw too: the engine hides the node
        }
      },
    };
  }

  /** The source with inputs as `$flag('#n')`; undefined when something cannot be printed. */
  #rewrite(node: Node, used: Map<number, Input>): string | undefined {
    const as = (input: Input) => {
      used.set(input.index, input);
      return `$flag('#${input.index}')`;
    };
    if (node.kind === 'call' && node.name === 'flag') {
      const [arg] = node.args;
      if (node.args.length === 1 && arg?.kind === 'literal' && typeof arg.value === 'string') {
        return as(this.input('flag', arg.value));
      }
    }
    if (node.kind === 'call' && node.name === 'isMobile' && node.args.length === 0) {
      return as(this.input('device', 'mobile'));
    }
    if (!connective(node) && !exact(node)) return as(this.input('free', print(node)));
    switch (node.kind) {
      case 'literal':
        return print(node);
      case 'path':
        return undefined; // never exact
      case 'call': {
        const args = node.args.map((a) => this.#rewrite(a, used));
        return args.every((a) => a !== undefined) ? `$${node.name}(${args.join(', ')})` : undefined;
      }
      case 'binary': {
        const lhs = this.#rewrite(node.lhs, used);
        const rhs = this.#rewrite(node.rhs, used);
        return lhs === undefined || rhs === undefined ? undefined : `(${lhs} ${node.op} ${rhs})`;
      }
      case 'condition': {
        const parts = [node.test, node.then, ...(node.else ? [node.else] : [])].map((n) =>
          this.#rewrite(n, used),
        );
        if (parts.some((p) => p === undefined)) return undefined;
        const [test, then, otherwise] = parts as string[];
        return `(${test} ? ${then}${otherwise === undefined ? '' : ` : ${otherwise}`})`;
      }
    }
  }
}

/** jsonata's own functions whose answer depends only on their argument. */
const pure = new Set(['not', 'boolean', 'exists', 'count', 'number']);

/** `and`, `or`, `$not`, `$boolean` and `? :`: looked through, their operands analysed. */
function connective(node: Node): boolean {
  if (node.kind === 'condition') return true;
  if (node.kind === 'binary') return node.op === 'and' || node.op === 'or';
  return node.kind === 'call' && (node.name === 'not' || node.name === 'boolean');
}

/**
 * Whether a subtree depends only on literals, flags and the device, so that it can be
 * evaluated as written; anything else (a path, another helper) becomes a free input.
 */
function exact(node: Node): boolean {
  switch (node.kind) {
    case 'literal':
      return true;
    case 'path':
      return false;
    case 'call':
      if (node.name === 'flag') return node.args.length === 1 && node.args[0]?.kind === 'literal';
      if (node.name === 'isMobile') return node.args.length === 0;
      return pure.has(node.name) && node.args.every(exact);
    case 'binary':
      return exact(node.lhs) && exact(node.rhs);
    case 'condition':
      return exact(node.test) && exact(node.then) && (!node.else || exact(node.else));
  }
}

/** The text of a subtree, as a label; parentheses only where the tree needs them. */
export function print(node: Node, top = true): string {
  switch (node.kind) {
    case 'literal':
      return typeof node.value === 'string' ? `'${node.value}'` : String(node.value);
    case 'path':
      return node.steps.join('.');
    case 'call':
      return `$${node.name}(${node.args.map((a) => print(a)).join(', ')})`;
    case 'binary': {
      const text = `${print(node.lhs, false)} ${node.op} ${print(node.rhs, false)}`;
      return top ? text : `(${text})`;
    }
    case 'condition': {
      const otherwise = node.else ? ` : ${print(node.else, false)}` : '';
      const text = `${print(node.test, false)} ? ${print(node.then, false)}${otherwise}`;
      return top ? text : `(${text})`;
    }
  }
}
