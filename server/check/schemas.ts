import type { ValidateFunction } from 'ajv/dist/2020.js';
import { checkProblem, describeErrors, type Problem } from '../../src/engine/tools/index.ts';
import { createServerAjv, schemaId } from '../validation.ts';
import { locateInChain, type JsonFile } from './json.ts';

/**
 * The schemas of `schemas/` as the server's ajv holds them (server/validation.ts), but
 * verbose: an error then carries its schema, which names the properties a misspelt one was
 * meant to be (the did-you-mean of `describeErrors`). Made when first needed.
 */
let ajv: ReturnType<typeof createServerAjv> | undefined;

function validator(schemaFile: string): ValidateFunction {
  ajv ??= createServerAjv({ verbose: true });
  const validate = ajv.getSchema(schemaId(schemaFile));
  if (!validate) throw new Error(`schemas/${schemaFile} is missing`);
  return validate;
}

/**
 * Checks `value` (a file as a host sees it: its own copy merged over its parents') against
 * `schemas/<schemaFile>` and records each error where it is written. An error in a value an
 * ancestor host wrote is left to that host's own check, so it is reported once.
 */
export function schemaProblems(
  schemaFile: string,
  value: unknown,
  copies: readonly JsonFile[],
  problems: Problem[],
): boolean {
  const validate = validator(schemaFile);
  if (validate(value)) return true;
  for (const issue of describeErrors(validate.errors)) {
    const found = locateInChain(copies, issue.pointer);
    if (!found || found.inherited) continue;
    const { location } = found;
    problems.push(checkProblem('host-schema', location.file, location, issue.message));
  }
  return false;
}
