import jsonata from 'jsonata';

export type Compiled = ReturnType<typeof jsonata>;

/**
 * Budgets for one evaluation: an expression is a few comparisons over flags, so anything that
 * runs longer or deeper than this is a runaway (a recursive function, a huge range) and is
 * stopped; its node is hidden and an event recorded. The time limit is wall-clock and the
 * evaluations of one resolve interleave, so it is generous (1 s): a phone that stalls for a
 * moment must not hide parts of a bill; stack and sequence limits catch most runaways first.
 */
export const expressionBudget = { timeout: 1000, stack: 200, sequence: 10_000 } as const;

/** Compiles an expression; throws jsonata's error (with `position`) on a syntax error. */
export function compileExpression(source: string): Compiled {
  return jsonata(source, { ...expressionBudget });
}

/** The syntax error of an expression, or undefined when it parses. */
export function expressionSyntaxError(source: string): string | undefined {
  try {
    compileExpression(source);
    return undefined;
  } catch (error) {
    return describeJsonataError(error);
  }
}

export function describeJsonataError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { message, position } = error as { message?: unknown; position?: unknown };
    const text = typeof message === 'string' ? message : JSON.stringify(error);
    return typeof position === 'number' ? `${text} (at character ${position})` : text;
  }
  return String(error);
}

/**
 * Compiles each distinct expression of a template once. Keyed by template object so that a
 * new effective template (a reload in development) starts a fresh cache.
 */
export class ExpressionCache {
  readonly #byTemplate = new WeakMap<object, Map<string, Compiled | Error>>();

  get(template: object, source: string): Compiled | Error {
    let cache = this.#byTemplate.get(template);
    if (!cache) {
      cache = new Map();
      this.#byTemplate.set(template, cache);
    }
    let compiled = cache.get(source);
    if (!compiled) {
      try {
        compiled = compileExpression(source);
      } catch (error) {
        compiled = new Error(describeJsonataError(error));
      }
      cache.set(source, compiled);
    }
    return compiled;
  }
}
