import { compileSubset, type SubsetExpression } from './compile.ts';

/**
 * Each distinct expression is compiled once per template object (a reload in development
 * starts afresh, as jsonata's ExpressionCache does). Null: outside the subset.
 */
const byTemplate = new WeakMap<object, Map<string, SubsetExpression | null>>();

export function compiledExpression(template: object, source: string): SubsetExpression | null {
  let cache = byTemplate.get(template);
  if (!cache) {
    cache = new Map();
    byTemplate.set(template, cache);
  }
  let compiled = cache.get(source);
  if (compiled === undefined) {
    compiled = compileSubset(source) ?? null;
    cache.set(source, compiled);
  }
  return compiled;
}
