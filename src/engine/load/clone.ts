import type { Provenance } from './provenance.ts';

/** Deep copy of JSON data that keeps each object's origin, so problems still find their line. */
export function cloneTagged<T>(value: T, provenance: Provenance): T {
  if (Array.isArray(value)) {
    return provenance.inherit(
      value.map((item: unknown) => cloneTagged(item, provenance)),
      value,
    ) as T;
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) copy[key] = cloneTagged(child, provenance);
    return provenance.inherit(copy, value) as T;
  }
  return value;
}

/**
 * JSON Merge Patch (RFC 7396) applied in place to `target`, a copy we own. Written out rather
 * than taken from a package: the RFC's algorithm is ten lines, and we need every object the
 * patch brings to keep its origin.
 */
export function mergePatchInPlace(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
  provenance: Provenance,
): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      Reflect.deleteProperty(target, key);
    } else if (isPlainObject(value) && isPlainObject(target[key])) {
      mergePatchInPlace(target[key], value, provenance);
    } else {
      target[key] = cloneTagged(value, provenance);
    }
  }
  provenance.inherit(target, patch);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
