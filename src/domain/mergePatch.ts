/**
 * JSON Merge Patch (RFC 7396), pure: the server merges a host folder over the one it `extends`
 * with it (server/hosts/extends.ts), and Storybook's preview does the same in the browser to
 * show the effective host (.storybook/hosts.ts). One function, so both see the same variant.
 */

/** JSON Merge Patch (RFC 7396) into a new object; neither argument is changed. */
export function mergePatch(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const current = result[key];
    if (value === null) Reflect.deleteProperty(result, key);
    else if (isPlainObject(value) && isPlainObject(current))
      result[key] = mergePatch(current, value);
    else result[key] = value;
  }
  return result;
}

/** A JSON object: not null, not an array. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
