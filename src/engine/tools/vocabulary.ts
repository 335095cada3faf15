/**
 * The names a template may use that come from outside the engine (decision 156: the engine
 * knows no bill schema). The composition roots read them from `schemas/` and hand them in,
 * as they hand in the widget catalogue.
 */

/**
 * Every flag of a document schema: the dotted path of each property whose schema refers to
 * `#/$defs/flag` (the 0/1 switches `$flag('…')` reads), through nested objects but not lists,
 * sorted. `bolletta_interattiva_customercare`, `interactive_data.header.x` and so on.
 */
export function documentFlags(schema: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown, prefix: string, depth: number) => {
    if (!isObject(node) || depth > 8) return;
    const properties = node['properties'];
    if (!isObject(properties)) return;
    for (const [key, child] of Object.entries(properties)) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      if (isObject(child) && child['$ref'] === '#/$defs/flag') found.add(path);
      else visit(resolveRef(schema, child), path, depth + 1);
    }
  };
  visit(schema, '', 0);
  return [...found].sort();
}

/** A local `$ref` (`#/$defs/x`) followed once; anything else as it is. */
function resolveRef(root: unknown, node: unknown): unknown {
  if (!isObject(node) || typeof node['$ref'] !== 'string') return node;
  const match = /^#\/\$defs\/([^/]+)$/.exec(node['$ref']);
  const defs = isObject(root) ? root['$defs'] : undefined;
  return match?.[1] !== undefined && isObject(defs) ? defs[match[1]] : node;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
