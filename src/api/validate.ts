import type { ErrorObject } from 'ajv';
import type { Validator } from 'virtual:quadro/validator';
import type { EventSink } from '../diagnostics/events.ts';
import { pageMessages } from '../diagnostics/pageMessages.ts';
import { escapePointer, unescapePointer } from '../engine/pointer.ts';
import type { Loaded } from './types.ts';

/**
 * The one place where an answer becomes a type: only after its schema's validator (compiled at
 * build time, src/api/build/vitePlugin.ts) accepted it.
 */
export function checkAnswer<T>(validate: Validator, value: unknown, what: string): Loaded<T> {
  if (validate(value)) return { ok: true, value: value as T };
  return { ok: false, failure: { reason: 'invalid', detail: `${what}: ${describe(validate)}` } };
}

/** More problems than this is not a bill with a bad field but a bad answer. */
export const maxDroppedFields = 100;

/**
 * Shared decision 2: a field of the wrong type never breaks the page. While the value fails its
 * schema, the deepest offending field (or list item) is left out and an engine event recorded;
 * the rest is used. A problem with the value itself (not an object, `document_number` missing)
 * leaves nothing to show: that is a failed load. The caller's value is not changed.
 */
export function keepValidFields<T>(
  validate: Validator,
  value: unknown,
  what: string,
  onEvent: EventSink,
): Loaded<T> {
  const copy: unknown = structuredClone(value);
  for (let dropped = 0; dropped <= maxDroppedFields; dropped++) {
    if (validate(copy)) return { ok: true, value: copy as T };
    const error = deepest(validate.errors ?? []);
    const pointer = error ? pointerOf(error) : '';
    if (!error || pointer === '' || !removeAt(copy, pointer)) break;
    onEvent({
      code: 'data-field-dropped',
      message: pageMessages['data-field-dropped'](what, pointer, error.message ?? error.keyword),
      template: '',
      path: pointer,
    });
  }
  return { ok: false, failure: { reason: 'invalid', detail: `${what}: ${describe(validate)}` } };
}

function describe(validate: Validator): string {
  const error = validate.errors?.[0];
  if (!error) return 'is not valid';
  return `${pointerOf(error) || '/'} ${error.message ?? error.keyword}`;
}

/**
 * Where the error is, as a JSON pointer into the value. An unknown or badly named property is
 * reported by ajv at its object; the property itself is what has to go.
 */
function pointerOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const name =
    error.propertyName ??
    (error.keyword === 'additionalProperties' ? params['additionalProperty'] : undefined) ??
    (error.keyword === 'unevaluatedProperties' ? params['unevaluatedProperty'] : undefined);
  return typeof name === 'string'
    ? `${error.instancePath}/${escapePointer(name)}`
    : error.instancePath;
}

/**
 * The error deepest in the value. When no branch of an `anyOf` fits, ajv reports every
 * branch's problem and then the `anyOf` at the field: the deepest problem is the one whose
 * removal may leave the field itself usable.
 */
function deepest(errors: readonly ErrorObject[]): ErrorObject | undefined {
  let found: ErrorObject | undefined;
  let depth = -1;
  for (const error of errors) {
    const d = pointerOf(error).split('/').length;
    if (d > depth) [found, depth] = [error, d];
  }
  return found;
}

/** Removes the value at `pointer` (never the root); false when there is nothing there. */
export function removeAt(root: unknown, pointer: string): boolean {
  const path = pointer.split('/').slice(1).map(unescapePointer);
  const last = path.pop();
  if (last === undefined) return false;
  let parent: unknown = root;
  for (const segment of path) {
    if (typeof parent !== 'object' || parent === null || !Object.hasOwn(parent, segment)) {
      return false;
    }
    parent = (parent as Record<string, unknown>)[segment];
  }
  if (Array.isArray(parent)) {
    const index = Number(last);
    if (!Number.isInteger(index) || index < 0 || index >= parent.length) return false;
    parent.splice(index, 1);
    return true;
  }
  if (typeof parent !== 'object' || parent === null || !Object.hasOwn(parent, last)) return false;
  return Reflect.deleteProperty(parent, last);
}
