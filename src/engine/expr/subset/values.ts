/**
 * jsonata's value rules for the subset (jsonata 2.x, functions of the same names in
 * jsonata.js), written synchronously. A value that jsonata would reject throws `Unsupported`:
 * the caller then asks jsonata itself, whose error (code, message, position) is the one
 * reported, so no message is duplicated here.
 */
export class Unsupported extends Error {}

const unsupported = (what: string): never => {
  throw new Unsupported(what);
};

/** jsonata marks the arrays it builds (sequences) apart from the arrays of the data. */
const sequenceMark: unique symbol = Symbol('sequence');
export type Sequence = unknown[] & { [sequenceMark]?: true };

/** jsonata's `options.sequence` (expressionBudget): a longer sequence is an error. */
const sequenceLimit = 10_000;

export function sequence(): Sequence {
  const s: Sequence = [];
  s[sequenceMark] = true;
  return s;
}

export function isSequence(value: unknown): value is Sequence {
  return Array.isArray(value) && (value as Sequence)[sequenceMark] === true;
}

function push(s: Sequence, value: unknown): void {
  if (s.length + 1 > sequenceLimit) unsupported('sequence');
  s.push(value);
}

/** What `evaluate` does to every result: an empty sequence is nothing, a singleton its item. */
export function settle(value: unknown): unknown {
  if (isSequence(value)) {
    if (value.length === 0) return undefined;
    if (value.length === 1) return value[0];
  }
  return value;
}

/** `isNumeric`: a number that is not NaN; an infinite one is an error (D1001). */
export function isNumeric(value: unknown): value is number {
  if (typeof value !== 'number' || Number.isNaN(value)) return false;
  if (!Number.isFinite(value)) unsupported('infinite');
  return true;
}

/** `fn.lookup`. */
export function lookup(input: unknown, key: string): unknown {
  if (Array.isArray(input)) {
    const result = sequence();
    for (const item of input) {
      const found = lookup(item, key);
      if (found === undefined) continue;
      if (Array.isArray(found)) for (const v of found) push(result, v);
      else push(result, found);
    }
    return result;
  }
  if (input !== null && typeof input === 'object' && Object.hasOwn(input, key)) {
    return (input as Record<string, unknown>)[key];
  }
  return undefined;
}

/** `evaluateWildcard`: note that `append` concatenates, so the result may lose its mark. */
export function wildcard(input: unknown): unknown[] {
  let results: unknown[] = sequence();
  if (input !== null && typeof input === 'object') {
    for (const key of Object.keys(input)) {
      const value = (input as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        const flat = flatten(value, []);
        if (results.length + flat.length > sequenceLimit) unsupported('sequence');
        results = results.concat(flat); // a plain array, as in jsonata
      } else if (isSequence(results)) push(results, value);
      else results.push(value);
    }
  }
  return results;
}

function flatten(value: unknown, into: unknown[]): unknown[] {
  if (Array.isArray(value)) for (const item of value) flatten(item, into);
  else into.push(value);
  return into;
}

/** `fn.boolean`: undefined stays undefined. */
export function toBoolean(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    if (value.length === 1) return toBoolean(value[0]);
    // Every item is cast, as jsonata's `filter` does (an infinite one throws).
    return value.length > 1 && value.filter((v) => toBoolean(v) === true).length > 0;
  }
  if (typeof value === 'string') return value.length > 0;
  if (isNumeric(value)) return value !== 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return value === true;
}

/** `isDeepEqual`. */
export function deepEqual(lhs: unknown, rhs: unknown): boolean {
  if (lhs === rhs) return true;
  if (typeof lhs !== 'object' || typeof rhs !== 'object' || lhs === null || rhs === null) {
    return false;
  }
  if (Array.isArray(lhs) && Array.isArray(rhs)) {
    return lhs.length === rhs.length && lhs.every((v, i) => deepEqual(v, rhs[i]));
  }
  const lkeys = Object.getOwnPropertyNames(lhs).sort();
  const rkeys = Object.getOwnPropertyNames(rhs).sort();
  if (lkeys.length !== rkeys.length || lkeys.some((k, i) => k !== rkeys[i])) return false;
  const l = lhs as Record<string, unknown>;
  const r = rhs as Record<string, unknown>;
  return lkeys.every((k) => deepEqual(l[k], r[k]));
}

/** `evaluateNumericExpression` for `+` and `-`. */
export function arithmetic(op: '+' | '-', lhs: unknown, rhs: unknown): number | undefined {
  if (lhs !== undefined && !isNumeric(lhs)) return unsupported('T2001');
  if (rhs !== undefined && !isNumeric(rhs)) return unsupported('T2002');
  if (lhs === undefined || rhs === undefined) return undefined;
  return op === '+' ? lhs + rhs : lhs - rhs;
}

/** `evaluateComparisonExpression`: undefined on either side is undefined. */
export function compare(op: '<' | '<=' | '>' | '>=', lhs: unknown, rhs: unknown): unknown {
  const comparable = (v: unknown) =>
    v === undefined || typeof v === 'string' || typeof v === 'number';
  if (!comparable(lhs) || !comparable(rhs)) return unsupported('T2010');
  if (lhs === undefined || rhs === undefined) return undefined;
  if (typeof lhs !== typeof rhs) return unsupported('T2009');
  const [l, r] = [lhs as number, rhs as number]; // both numbers or both strings
  switch (op) {
    case '<':
      return l < r;
    case '<=':
      return l <= r;
    case '>':
      return l > r;
    case '>=':
      return l >= r;
  }
}

/** `evaluateIncludesExpression`. */
export function includes(lhs: unknown, rhs: unknown): boolean {
  if (lhs === undefined || rhs === undefined) return false;
  return (Array.isArray(rhs) ? rhs : [rhs]).some((v) => v === lhs);
}

const numeric = /^-?[0-9]+(\.[0-9]+)?([Ee][-+]?[0-9]+)?$/;
const radix = /^(0[xX][0-9A-Fa-f]+)|(0[oO][0-7]+)|(0[bB][0-1]+)$/;

/** jsonata's functions of one argument that the subset calls without it. */
export const builtins: Record<string, (arg: unknown) => unknown> = {
  count: (arg) => (arg === undefined ? 0 : Array.isArray(arg) ? arg.length : 1),
  exists: (arg) => arg !== undefined,
  boolean: (arg) => toBoolean(arg),
  not: (arg) => (arg === undefined ? undefined : !toBoolean(arg)),
  number: (arg) => {
    if (arg === undefined) return undefined;
    if (typeof arg === 'number') return arg;
    if (typeof arg === 'string') {
      if (numeric.test(arg) && Number.isFinite(Number(arg))) return parseFloat(arg);
      if (radix.test(arg)) return Number(arg);
      return unsupported('D3030');
    }
    if (typeof arg === 'boolean') return arg ? 1 : 0;
    return unsupported('T0410'); // null, a list or an object: not in the signature
  },
};
