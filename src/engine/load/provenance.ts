import { parse } from 'json-source-map';
import type { PointerLocation } from 'json-source-map';
import { escapePointer, unescapePointer } from '../pointer.ts';

/** Where a problem is: the file, a JSON pointer into it, and 1-based line and column. */
export interface SourceLocation {
  file: string;
  pointer: string;
  line: number;
  column: number;
}

/** A parsed JSON file that remembers where each of its values was written. */
export interface ParsedFile {
  file: string;
  data: unknown;
  pointers: Record<string, PointerLocation>;
}

interface Origin {
  source: ParsedFile;
  pointer: string;
}

/**
 * Remembers, for every object and array taken from a source file, the file and pointer it came
 * from. Composition (extends, patch, fragments) builds new objects; it tags each with the origin
 * of the object it mostly came from, so a problem in the effective template is reported at the
 * line a configurator wrote.
 */
export class Provenance {
  readonly #origins = new WeakMap<object, Origin>();

  /** Parses `text`; throws a SyntaxError whose message carries line and column. */
  parse(file: string, text: string): ParsedFile {
    const { data, pointers } = parse(text);
    const parsed: ParsedFile = { file, data, pointers };
    this.#tag(parsed, data, '');
    return parsed;
  }

  #tag(source: ParsedFile, value: unknown, pointer: string): void {
    if (typeof value !== 'object' || value === null) return;
    this.#origins.set(value, { source, pointer });
    for (const [key, child] of Object.entries(value)) {
      this.#tag(source, child, `${pointer}/${escapePointer(key)}`);
    }
  }

  /** Gives `copy` the origin of `original` (when it has one). */
  inherit<T extends object>(copy: T, original: object): T {
    const origin = this.#origins.get(original);
    if (origin) this.#origins.set(copy, origin);
    return copy;
  }

  /**
   * Finds where the value at `pointer` of `root` was written: walks down the effective
   * document to the deepest value with an origin and resolves the rest of the path in its file.
   */
  locate(root: unknown, pointer: string): SourceLocation | undefined {
    const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
    let value: unknown = root;
    let best: { origin: Origin; rest: string[] } | undefined;
    for (let i = 0; ; i++) {
      if (typeof value === 'object' && value !== null) {
        const origin = this.#origins.get(value);
        if (origin) best = { origin, rest: segments.slice(i) };
      }
      const segment = segments[i];
      if (segment === undefined || typeof value !== 'object' || value === null) break;
      value = (value as Record<string, unknown>)[segment];
    }
    if (!best) return undefined;
    const { source, pointer: base } = best.origin;
    // The rest of the path may not exist in the file (a default, a merged key): step back
    // until it does, so the location is never worse than the enclosing object.
    for (let n = best.rest.length; n >= 0; n--) {
      const candidate =
        base +
        best.rest
          .slice(0, n)
          .map((s) => `/${escapePointer(s)}`)
          .join('');
      const found = source.pointers[candidate];
      if (found) {
        const at = found.key ?? found.value;
        return { file: source.file, pointer: candidate, line: at.line + 1, column: at.column + 1 };
      }
    }
    return undefined;
  }
}
