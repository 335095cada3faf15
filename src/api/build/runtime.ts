/**
 * Build-time helpers of the validators plugin: what the generated code may contain and what it
 * needs beside it.
 */

const annotations = new Set(['title', 'description', '$comment', 'examples', 'default']);
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const schemaLists = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const data = new Set(['enum', 'const', 'required']);

/**
 * A schema without its annotations (descriptions, titles, examples), which validate nothing
 * and would otherwise ship inside the generated code. Property names and `enum`/`const` values
 * are data and stay as written.
 */
export function stripAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripAnnotations);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (annotations.has(key)) continue;
    if (data.has(key)) out[key] = value;
    else if (schemaMaps.has(key) && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, sub]) => [
          name,
          stripAnnotations(sub),
        ]),
      );
    } else if (schemaLists.has(key) && Array.isArray(value)) out[key] = value.map(stripAnnotations);
    else out[key] = stripAnnotations(value);
  }
  return out;
}

/**
 * ajv's generated code calls two helpers of its own package with `require`, which an ES module
 * in the browser cannot do. They are small, so the module gets its own copies, and any other
 * `require` left in the code fails the build instead of the page.
 */
export function validatorRuntime(code: string): string {
  const replaced = code
    .replaceAll('require("ajv/dist/runtime/ucs2length").default', 'ucs2length')
    .replaceAll('require("ajv/dist/runtime/equal").default', 'deepEqual');
  if (replaced.includes('require(')) {
    const at = replaced.indexOf('require(');
    throw new Error(`generated code needs ${replaced.slice(at, at + 60)}…, not available here`);
  }
  return `${replaced}\n${helpers}`;
}

// The same algorithms as ajv/dist/runtime/ucs2length and fast-deep-equal, for JSON values.
const helpers = `
function ucs2length(str) {
  let length = 0;
  for (let pos = 0; pos < str.length; length++) {
    const code = str.charCodeAt(pos++);
    if (code >= 0xd800 && code <= 0xdbff && pos < str.length) {
      if ((str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}
function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && deepEqual(a[key], b[key]));
}
`;
