import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import layoutSchema from '../../../schemas/layout.schema.json' with { type: 'json' };
import fragmentSchema from '../../../schemas/fragment.schema.json' with { type: 'json' };

/**
 * One ajv for templates. Strict, so that a typo in a schema is an error, except
 * `strictRequired`/`strictTypes`: the schemas use `required` inside `if` to tell node kinds
 * apart, which those two checks would refuse.
 */
export function createAjv(): Ajv2020 {
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
  const issues: SchemaIssue[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    if (e.keyword === 'if') continue;
    if (e.keyword === 'required' && isUnderOneOf(e.schemaPath, oneOfPaths)) continue;
    const issue = describe(e);
    const key = `${issue.pointer}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

function isUnderOneOf(schemaPath: string, oneOfPaths: Set<string>): boolean {
  for (const path of oneOfPaths) if (schemaPath.startsWith(`${path}/oneOf/`)) return true;
  return false;
}

function describe(e: ErrorObject): SchemaIssue {
  const pointer = e.instancePath;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      if (params.missingProperty === 'layout' && e.schemaPath.includes('layoutNode')) {
        return {
          pointer,
          message: 'a node needs one of "widget", "layout", "slot" or "use"',
          nodeKind: true,
        };
      }
      return { pointer, message: `missing required property "${String(params.missingProperty)}"` };
    case 'additionalProperties':
      return { pointer, message: `unknown property "${String(params.additionalProperty)}"` };
    case 'unevaluatedProperties':
      return { pointer, message: `unknown property "${String(params.unevaluatedProperty)}"` };
    case 'enum':
      return {
        pointer,
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'oneOf': {
      const branches = Array.isArray(e.schema) ? (e.schema as { required?: string[] }[]) : [];
      const names = branches.flatMap((b) => b.required ?? []).map((n) => `"${n}"`);
      return { pointer, message: `needs exactly one of ${names.join(' or ')}` };
    }
    default:
      return { pointer, message: e.message ?? e.keyword };
  }
}
