/**
 * The parser of the expression subset that runs without jsonata (ADR 0020): literals, paths of
 * names and `*`, `$name(args)` calls, `and`, `or`, comparisons, `in`, `+`, `-`, `? :` and
 * parentheses. Anything else (and anything it is unsure of: escapes in strings, comments,
 * deep nesting) is `undefined`, and the expression is left to jsonata, whose syntax errors
 * stay the ones reported. Binding powers are jsonata's, so the trees associate the same way.
 */
export type Node =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'path'; steps: readonly string[] } // '*' is the wildcard step
  | { kind: 'call'; name: string; args: readonly Node[] }
  | { kind: 'binary'; op: BinaryOp; lhs: Node; rhs: Node }
  | { kind: 'condition'; test: Node; then: Node; else?: Node };

export type BinaryOp = 'and' | 'or' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-';

/** jsonata's binding powers (parser.js `operators`). */
const power: Record<BinaryOp | '?', number> = {
  or: 25,
  and: 30,
  '=': 40,
  '!=': 40,
  '<': 40,
  '<=': 40,
  '>': 40,
  '>=': 40,
  in: 40,
  '+': 50,
  '-': 50,
  '?': 20,
};

type Token =
  | { t: 'op'; v: string }
  | { t: 'name'; v: string }
  | { t: 'var'; v: string }
  | { t: 'str'; v: string }
  | { t: 'num'; v: number };

const tokenPattern =
  /\s*(?:(!=|<=|>=|[=<>+\-().,*?:])|'([^'\\]*)'|"([^"\\]*)"|(\$[A-Za-z_][A-Za-z0-9_]*)|((?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)(?![A-Za-z0-9_$])|([A-Za-z_][A-Za-z0-9_]*))/y;

function tokenize(source: string): Token[] | undefined {
  const tokens: Token[] = [];
  tokenPattern.lastIndex = 0;
  let at = 0;
  while (at < source.length) {
    tokenPattern.lastIndex = at;
    const m = tokenPattern.exec(source);
    if (!m) return source.slice(at).trim() === '' ? tokens : undefined;
    at = tokenPattern.lastIndex;
    if (m[1] !== undefined) tokens.push({ t: 'op', v: m[1] });
    else if (m[2] !== undefined) tokens.push({ t: 'str', v: m[2] });
    else if (m[3] !== undefined) tokens.push({ t: 'str', v: m[3] });
    else if (m[4] !== undefined) tokens.push({ t: 'var', v: m[4].slice(1) });
    else if (m[5] !== undefined) {
      const value = Number(m[5]);
      if (!Number.isFinite(value)) return undefined; // jsonata reports "number out of range"
      tokens.push({ t: 'num', v: value });
    } else if (m[6] !== undefined) tokens.push({ t: 'name', v: m[6] });
  }
  return tokens;
}

/** Words that are operators or literals in jsonata, never path steps here. */
const words = new Set(['and', 'or', 'in', 'true', 'false', 'null', 'function']);
const maxDepth = 40;

/** The tree of an expression of the subset, or undefined when it is outside it. */
export function parseSubset(source: string): Node | undefined {
  const tokens = tokenize(source);
  if (!tokens || tokens.length === 0) return undefined;
  let i = 0;
  const peek = (): Token | undefined => tokens[i];
  const isOp = (v: string) => {
    const tok = tokens[i];
    return tok !== undefined && (tok.t === 'op' || tok.t === 'name') && tok.v === v;
  };
  const infix = (): BinaryOp | '?' | undefined => {
    const tok = peek();
    if (!tok || (tok.t !== 'op' && tok.t !== 'name')) return undefined;
    return Object.hasOwn(power, tok.v) ? (tok.v as BinaryOp | '?') : undefined;
  };

  const expression = (rbp: number, depth: number): Node | undefined => {
    if (depth > maxDepth) return undefined;
    let left = prefix(depth);
    for (let op = infix(); left && op !== undefined && power[op] > rbp; op = infix()) {
      i++;
      if (op === '?') {
        const then = expression(0, depth + 1);
        if (!then) return undefined;
        if (!isOp(':')) {
          left = { kind: 'condition', test: left, then };
          continue;
        }
        i++;
        const otherwise = expression(0, depth + 1);
        if (!otherwise) return undefined;
        left = { kind: 'condition', test: left, then, else: otherwise };
        continue;
      }
      const rhs = expression(power[op], depth + 1);
      if (!rhs) return undefined;
      left = { kind: 'binary', op, lhs: left, rhs };
    }
    return left;
  };

  const prefix = (depth: number): Node | undefined => {
    const tok = tokens[i++];
    if (!tok) return undefined;
    switch (tok.t) {
      case 'str':
      case 'num':
        return { kind: 'literal', value: tok.v };
      case 'var':
        return call(tok.v, depth);
      case 'name':
        if (tok.v === 'true' || tok.v === 'false')
          return { kind: 'literal', value: tok.v === 'true' };
        if (tok.v === 'null') return { kind: 'literal', value: null };
        if (words.has(tok.v)) return undefined;
        return path(tok.v);
      case 'op':
        if (tok.v === '*') return path('*');
        if (tok.v !== '(') return undefined;
        {
          const inner = expression(0, depth + 1);
          if (!inner || !isOp(')')) return undefined;
          i++;
          return inner;
        }
    }
  };

  const path = (first: string): Node | undefined => {
    const steps = [first];
    while (isOp('.')) {
      i++;
      const tok = tokens[i++];
      if (tok?.t === 'name' && !words.has(tok.v)) steps.push(tok.v);
      else if (tok?.t === 'op' && tok.v === '*') steps.push('*');
      else return undefined;
    }
    // `a(…)`, `a[…]`, `a{…}` and the like are jsonata's, not the subset's.
    const next = peek();
    if (next?.t === 'op' && next.v === '(') return undefined;
    return { kind: 'path', steps };
  };

  const call = (name: string, depth: number): Node | undefined => {
    if (!isOp('(')) return undefined; // a bare `$variable` is jsonata's
    i++;
    const args: Node[] = [];
    if (isOp(')')) {
      i++;
      return { kind: 'call', name, args };
    }
    for (;;) {
      const arg = expression(0, depth + 1);
      if (!arg) return undefined;
      args.push(arg);
      if (isOp(',')) {
        i++;
        continue;
      }
      if (!isOp(')')) return undefined;
      i++;
      return { kind: 'call', name, args };
    }
  };

  const tree = expression(0, 0);
  return tree && i === tokens.length ? tree : undefined;
}
