import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SchemaTypes } from './types.ts';

/**
 * Every JSON Schema in `schemas/`, in one ajv: request bodies, answers, host settings and
 * bundles are all checked against the files the page uses too. Schemas refer to each other by
 * their `$id`, `https://quadro.dev/schemas/<file>`.
 */

const folder = fileURLToPath(new URL('../schemas/', import.meta.url));
export const schemaId = (file: string): string => `https://quadro.dev/schemas/${file}`;

/**
 * An ajv holding every schema of `schemas/`: strict, formats, cross-file refs by `$id`.
 * `verbose` errors carry their schema (check's did-you-mean reads it; server/check/schemas.ts).
 * Every error is collected unless `firstError`: the checker and the CLI list them all, a
 * request's refusal needs one (issue 27: a body of a million faults would be a million errors).
 */
export function createServerAjv(
  options: { verbose?: boolean; firstError?: boolean } = {},
): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: options.firstError !== true,
    verbose: options.verbose === true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
  });
  addFormats(ajv);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.schema.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(folder + file, 'utf8')) as object);
  }
  return ajv;
}

export const ajv = createServerAjv();
/** The ajv of request bodies, parameters and queries: it stops at the first error. */
export const requestAjv = createServerAjv({ firstError: true });

export function validatorFor(file: string, from: Ajv2020 = ajv): ValidateFunction {
  const validate = from.getSchema(schemaId(file));
  if (!validate) throw new Error(`schemas/${file} is missing`);
  return validate;
}

/** The check of a request body by `schemas/<file>`, stopping at its first error. */
export const requestValidatorFor = (file: string): ValidateFunction =>
  validatorFor(file, requestAjv);

/** ajv's errors as one readable sentence: `body/email must match pattern …; …`. */
export function describe(
  errors: readonly Pick<ErrorObject, 'instancePath' | 'message'>[] | null | undefined,
  root = '',
): string {
  if (!errors || errors.length === 0) return 'is not valid';
  return errors
    .slice(0, 5)
    .map((error) => `${root}${error.instancePath || ''} ${error.message ?? 'is not valid'}`.trim())
    .join('; ');
}

/**
 * `JSON.stringify` of an answer that satisfies `schemas/<file>`; an answer outside it is a bug
 * of the server (a 500), as fastify's serializer compiler in app.ts treats it.
 */
export function serializeChecked(file: string, value: unknown): string {
  const validate = validatorFor(file);
  if (!validate(value))
    throw new Error(`answer outside schemas/${file}: ${describe(validate.errors)}`);
  return JSON.stringify(value);
}

export class InvalidData extends Error {
  constructor(
    readonly what: string,
    readonly details: string,
  ) {
    super(`${what}: ${details}`);
  }
}

/** Narrows `value` to the type of `schemas/<file>` when it satisfies it, or throws `InvalidData`. */
export function parseWith<F extends keyof SchemaTypes>(
  file: F,
  value: unknown,
  what: string,
): SchemaTypes[F] {
  const validate = validatorFor(file);
  if (!validate(value)) throw new InvalidData(what, describe(validate.errors));
  return value as SchemaTypes[F];
}
