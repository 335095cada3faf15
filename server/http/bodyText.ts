import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Problem } from './problem.ts';

/**
 * A parsed body's text, screened and put together without holding the event loop: the walk
 * builds no path until it finds a problem, and long strings are decoded one per turn.
 */

/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/**
 * String.prototype.isWellFormed (ES2024, in Node 20) is native and about 15 times faster than
 * the expression on a large attachment; TypeScript's lib here stops at ES2023.
 */
const wellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

/** Neither a NUL nor a lone UTF-16 surrogate: text every PostgreSQL column stores. */
export const isStorableText = (text: string): boolean =>
  !text.includes('\0') && (wellFormed ? wellFormed.call(text) : !LONE_SURROGATE.test(text));

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container =>
  value !== null && typeof value === 'object';

/** Each element or member of a container, with its key, until `stop` answers true. */
function members(
  item: Container,
  stop: (key: string | number, value: unknown) => boolean,
): boolean {
  if (Array.isArray(item)) {
    for (let i = 0; i < item.length; i += 1) if (stop(i, item[i])) return true;
    return false;
  }
  for (const key in item) {
    if (Object.hasOwn(item, key) && stop(key, item[key])) return true;
  }
  return false;
}

interface Found {
  in: Container;
  key: string | number;
  name: boolean;
}

/**
 * Where in a parsed body the first unstorable text is (a string, or a property name), as a
 * path like `body/files/0/name`; null when there is none. One iterative walk that stops at the
 * first problem and builds its path only then; `visit` counts the values walked (for tests).
 * Depth is checked before (./bodyScan.ts), so the path's own search may recurse.
 */
export function unstorableAt(
  value: unknown,
  root = 'body',
  visit: () => void = () => undefined,
): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : root;
  const stack: unknown[] = [value];
  let found: Found | null = null;
  for (let item = stack.pop(); item !== undefined && !found; item = stack.pop()) {
    if (isContainer(item)) found = firstUnstorable(item, stack, visit);
  }
  if (!found) return null;
  const { in: container, key, name } = found;
  const path = pathTo(value, container) ?? [];
  return name ? [root, ...path].join('/') + ' (a property name)' : [root, ...path, key].join('/');
}

/** The first unstorable member of `container`; its containers go on `stack` to walk later. */
function firstUnstorable(container: Container, stack: unknown[], visit: () => void): Found | null {
  let found: Found | null = null;
  members(container, (key, element) => {
    visit();
    const name = typeof key === 'string' && !isStorableText(key);
    if (name || (typeof element === 'string' && !isStorableText(element))) {
      found = { in: container, key, name };
      return true;
    }
    if (isContainer(element)) stack.push(element);
    return false;
  });
  return found;
}

/** The keys from `from` down to the container `target`, or null when it is not inside. */
function pathTo(from: unknown, target: Container): (string | number)[] | null {
  if (from === target) return [];
  if (!isContainer(from)) return null;
  let path: (string | number)[] | null = null;
  members(from, (key, element) => {
    const below = isContainer(element) ? pathTo(element, target) : null;
    if (below !== null) path = [key, ...below];
    return below !== null;
  });
  return path;
}

/**
 * A body whose long strings (byte spans of `bytes`, from ./bodyScan.ts) are cut out of the text
 * that is parsed in one piece: each is replaced by a marker no client can send (it holds a NUL
 * and a random id), and decoded after, one per turn of the event loop, so no turn handles more
 * than one string. `parse` is the route's JSON parser (secure-json-parse, via fastify).
 */
export async function parseInPieces(
  bytes: Buffer,
  long: readonly [number, number][],
  parse: (text: string) => unknown,
): Promise<unknown> {
  if (long.length === 0) return parse(bytes.toString('utf8'));
  const marker = `\u0000${randomUUID()}:`;
  const pieces: Buffer[] = [];
  let at = 0;
  long.forEach(([start, end], index) => {
    pieces.push(bytes.subarray(at, start), Buffer.from(`\\u0000${marker.slice(1)}${index}`));
    at = end;
  });
  pieces.push(bytes.subarray(at));
  const skeleton = parse(Buffer.concat(pieces).toString('utf8'));
  const strings: string[] = [];
  for (const [start, end] of long) {
    await nextTurn();
    // The JSON string as written (escapes and all) is decoded by JSON.parse itself.
    strings.push(JSON.parse(`"${bytes.toString('utf8', start, end)}"`) as string);
  }
  await nextTurn();
  return putBack(skeleton, marker, strings);
}

const longKey = (): Problem =>
  new Problem(400, 'key-too-long', 'The body holds a property name of 64 KiB or more.');

/** The skeleton with each marker replaced by its string (the values are few: counted before). */
function putBack(skeleton: unknown, marker: string, strings: string[]): unknown {
  const restore = (value: unknown): unknown =>
    typeof value === 'string' && value.startsWith(marker)
      ? strings[Number(value.slice(marker.length))]
      : value;
  const stack: unknown[] = [skeleton];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (!isContainer(item)) continue;
    const container = item;
    members(container, (key, element) => {
      if (typeof key === 'string' && key.startsWith(marker)) throw longKey();
      Reflect.set(container, key, restore(element));
      if (isContainer(element)) stack.push(element);
      return false;
    });
  }
  return restore(skeleton);
}
