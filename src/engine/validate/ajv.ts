import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import layoutSchema from '../../../schemas/layout.schema.json' with { type: 'json' };
import fragmentSchema from '../../../schemas/fragment.schema.json' with { type: 'json' };
import { escapePointer } from '../pointer.ts';
import { didYouMean } from './nearest.ts';

/**
 * One ajv for templates. Strict, so that a typo in a schema is an error, except
 * `strictRequired`/`strictTypes`: the schemas use `required` inside `if` to tell node kinds
 * apart, which those two checks would refuse.
 */
function createAjv(): Ajv2020 {
  return new Ajv2020({
    allErrors: true,
    verbose: true, // errors carry their schema, for readable oneOf messages
    strict: true,
    strictRequired: false,
    strictTypes: false,
  });
}

const ajv = createAjv();
export const validateLayout: ValidateFunction = ajv.compile(layoutSchema);
export const validateFragment: ValidateFunction = ajv.compile(fragmentSchema);

/** Compiles a widget's props schema once; widgets are few and their schemas never change. */
const propsValidators = new WeakMap<object, ValidateFunction>();
export function propsValidator(schema: object): ValidateFunction {
  let validate = propsValidators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    propsValidators.set(schema, validate);
  }
  return validate;
}

/** An ajv error as a short sentence, with the pointer of the value it is about. */
export interface SchemaIssue {
  pointer: string;
  message: string;
  /** True when the issue is that the node has none of the four kind keys. */
  nodeKind?: boolean;
}

/**
 * Turns ajv's errors into what a configurator needs to read. `if`/`then` errors only say that
 * a branch failed (the branch's own errors say why), so they are dropped; `oneOf` failures of
 * `required` alternatives become one sentence.
 */
export function describeErrors(errors: ErrorObject[] | null | undefined): SchemaIssue[] {
  if (!errors) return [];
  const oneOfPaths = new Set(
    errors.filter((e) => e.keyword === 'oneOf').map((e) => e.schemaPath.replace(/\/oneOf$/, '')),
  );
  // `anyOf: [node, null]` (a module entry) fails twice more than the node does: "must be null"
  // and "must match a schema in anyOf". Neither tells the configurator anything.
  const nullablePaths = errors
    .filter((e) => e.keyword === 'anyOf' && Array.isArray(e.schema) && e.schema.some(isNullType))
    .map((e) => e.schemaPath);
  const issues: SchemaIssue[] = [];
  const seen = new Set<string>();
  const alternatives = anyOfAlternatives(errors);
  for (const e of errors) {
    if (alternatives.has(e)) {
      const merged = alternatives.get(e);
      if (merged) issues.push(merged);
      continue;
    }
    if (e.keyword === 'if') continue;
    if (e.keyword === 'required' && isUnderOneOf(e.schemaPath, oneOfPaths)) continue;
    if (isNullableNoise(e, nullablePaths)) continue;
    // `propertyNames` wraps the error of the name itself, which says more: keep only that one.
    if (e.keyword === 'propertyNames') continue;
    const issue = describe(e);
    const key = `${issue.pointer}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

/**
 * An `anyOf` of types (a catalogue entry: a text or a namespace) fails with one error per
 * branch at the value and again at its parents. Where a deeper value is wrong, the errors at
 * this one say nothing; where this value is, its branches' types become one sentence. Maps each
 * such error to the issue that replaces it, or undefined when it is dropped.
 */
function anyOfAlternatives(errors: ErrorObject[]): Map<ErrorObject, SchemaIssue | undefined> {
  const replaced = new Map<ErrorObject, SchemaIssue | undefined>();
  for (const anyOf of errors.filter((e) => e.keyword === 'anyOf')) {
    const at = anyOf.instancePath;
    const here = errors.filter(
      (e) => e.instancePath === at && (e.keyword === 'type' || e.keyword === 'anyOf'),
    );
    if (here.some((e) => e.keyword === 'type' && (e.params as { type?: unknown }).type === 'null'))
      continue; // a nullable module entry: isNullableNoise handles it
    const deeper = errors.some((e) => e.instancePath.startsWith(`${at}/`));
    const types = here
      .filter((e) => e.keyword === 'type')
      .map((e) => String((e.params as { type?: unknown }).type));
    for (const e of here) replaced.set(e, undefined);
    if (!deeper && types.length > 0)
      replaced.set(anyOf, { pointer: at, message: `must be ${[...new Set(types)].join(' or ')}` });
  }
  return replaced;
}

function isNullType(branch: unknown): boolean {
  return (
    typeof branch === 'object' && branch !== null && 'type' in branch && branch.type === 'null'
  );
}

function isNullableNoise(e: ErrorObject, nullablePaths: string[]): boolean {
  if (e.keyword === 'anyOf') return nullablePaths.includes(e.schemaPath);
  const isNullCheck = e.keyword === 'type' && (e.params as { type?: unknown }).type === 'null';
  return isNullCheck && nullablePaths.some((p) => e.schemaPath.startsWith(`${p}/`));
}

function isUnderOneOf(schemaPath: string, oneOfPaths: Set<string>): boolean {
  for (const path of oneOfPaths) if (schemaPath.startsWith(`${path}/oneOf/`)) return true;
  return false;
}

function describe(e: ErrorObject): SchemaIssue {
  const pointer = e.instancePath;
  const params = e.params as Record<string, unknown>;
  if (e.propertyName !== undefined) {
    // A badly written key (a module key, a patch id): reported at the key, naming it.
    return {
      pointer: `${pointer}/${escapePointer(e.propertyName)}`,
      message: `property name "${e.propertyName}" ${e.message ?? 'is not valid'}`,
    };
  }
  switch (e.keyword) {
    case 'required':
      // layoutNode is compiled on its own (the node definition is recursive), so its errors'
      // schemaPath is relative to it: recognise it by the schema object instead.
      if (params.missingProperty === 'layout' && e.parentSchema === layoutSchema.$defs.layoutNode) {
        return {
          pointer,
          message: 'a node needs one of "widget", "layout", "slot" or "use"',
          nodeKind: true,
        };
      }
      return { pointer, message: `missing required property "${String(params.missingProperty)}"` };
    // An unknown property is reported where it is written, not at its object's first line.
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      return {
        pointer: `${pointer}/${escapePointer(name)}`,
        message: `unknown property "${name}"${didYouMean(name, knownProperties(e.parentSchema))}`,
      };
    }
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      const near =
        typeof e.data === 'string'
          ? didYouMean(
              e.data,
              allowed.filter((v): v is string => typeof v === 'string'),
            )
          : '';
      return {
        pointer,
        message: `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}${near}`,
      };
    }
    case 'oneOf': {
      const branches = Array.isArray(e.schema) ? (e.schema as { required?: string[] }[]) : [];
      const names = branches.flatMap((b) => b.required ?? []).map((n) => `"${n}"`);
      return { pointer, message: `needs exactly one of ${names.join(' or ')}` };
    }
    default:
      return { pointer, message: e.message ?? e.keyword };
  }
}

/**
 * The property names a schema object allows, for a did-you-mean: its own `properties` and
 * those of the local definitions it refers to (a layout node's `$ref` to the common keys).
 */
function knownProperties(schema: unknown, depth = 0): string[] {
  if (typeof schema !== 'object' || schema === null || depth > 4) return [];
  const node = schema as { properties?: object; $ref?: unknown; allOf?: unknown[] };
  const own = Object.keys(node.properties ?? {});
  const match = typeof node.$ref === 'string' ? /^#\/\$defs\/(\w+)$/.exec(node.$ref) : null;
  const defs = layoutSchema.$defs as Record<string, unknown>;
  const referred = match?.[1] === undefined ? [] : knownProperties(defs[match[1]], depth + 1);
  const all = (node.allOf ?? []).flatMap((part) => knownProperties(part, depth + 1));
  return [...own, ...referred, ...all];
}
