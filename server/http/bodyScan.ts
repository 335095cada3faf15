/**
 * What a JSON body may hold on a route, checked on its bytes as they arrive, before anything
 * decodes or parses them (issue 27, item 1; ADR 0038). Each chunk is scanned once, in the turn
 * it arrives in, so the cost of a refusal is a constant times the bytes read so far, and the
 * body is refused at the first byte past a limit, without reading the rest.
 */

/**
 * Deeper than any call of the API needs (a care message's files are 3 levels, a provider's
 * event 5), and shallow enough that nothing recursive over a body (ajv, JSON.stringify,
 * the database's jsonb) can run out of stack.
 */
export const MAX_DEPTH = 32;

export interface BodyShape {
  /**
   * The most arrays, objects and commas a body may hold: about one per value it carries. No
   * call takes more than a few dozen values; a wide array or object is refused by its count.
   */
  values: number;
  /** The longest string, in bytes of JSON text between its quotes. */
  string: number;
}

/** What every JSON route accepts unless it says otherwise (server/http/bodyLimits.ts). */
/** What every JSON route accepts unless it says otherwise (./bodyLimits.ts): its strings are bound by its body limit. */
export const DEFAULT_SHAPE: BodyShape = { values: 1000, string: Infinity };

export type ShapeProblem = 'too-deep' | 'too-many-values' | 'string-too-long';

/** Strings at least this long are kept out of the parse and decoded one per turn (./body.ts). */
export const LONG_STRING = 65_536;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * A scanner fed a body's chunks in order. Strings are skipped with indexOf (a large base64
 * attachment costs one native search); elsewhere each byte is looked at once. `visit` counts
 * the bytes looked at one by one, for the tests of bounded work.
 */
export class BodyScanner {
  problem: ShapeProblem | null = null;
  /** [start, end) byte offsets of the contents of strings of LONG_STRING bytes or more. */
  readonly long: [number, number][] = [];
  private depth = 0;
  private values = 0;
  private offset = 0;
  /** Where the open string's contents start, or -1 outside a string. */
  private stringStart = -1;
  /** The last byte of the previous chunk was a backslash escaping the next. */
  private escaped = false;

  constructor(
    private readonly shape: BodyShape,
    private readonly visit: () => void = () => undefined,
  ) {}

  /** Scans the next chunk; the problem found first, or null. */
  feed(chunk: Uint8Array): ShapeProblem | null {
    let i = 0;
    while (this.problem === null && i < chunk.length) {
      i = this.stringStart >= 0 ? this.inString(chunk, i) : this.outside(chunk, i);
    }
    this.offset += chunk.length;
    return this.problem;
  }

  private outside(chunk: Uint8Array, from: number): number {
    for (let i = from; i < chunk.length; i += 1) {
      this.visit();
      const c = chunk[i];
      if (c === QUOTE) {
        this.stringStart = this.offset + i + 1;
        return i + 1;
      }
      if (c === 0x5b || c === 0x7b) {
        this.depth += 1;
        this.values += 1;
        if (this.depth > MAX_DEPTH) return this.fail('too-deep');
      } else if (c === 0x5d || c === 0x7d) {
        this.depth -= 1;
      } else if (c === 0x2c) {
        this.values += 1;
      }
      if (this.values > this.shape.values) return this.fail('too-many-values');
    }
    return chunk.length;
  }

  /** From a position not escaped, to just past the closing quote or the chunk's end. */
  private inString(chunk: Uint8Array, from: number): number {
    let i = from;
    if (this.escaped) {
      this.escaped = false;
      i += 1;
    }
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    for (;;) {
      const quote = buffer.indexOf(QUOTE, i);
      const end = quote < 0 ? chunk.length : quote;
      let slashes = 0;
      while (end - 1 - slashes >= i && chunk[end - 1 - slashes] === BACKSLASH) slashes += 1;
      if (quote < 0) {
        this.escaped = slashes % 2 === 1;
        if (this.offset + chunk.length - this.stringStart > this.shape.string)
          return this.fail('string-too-long');
        return chunk.length;
      }
      if (slashes % 2 === 0) return this.close(this.offset + quote, quote + 1);
      i = quote + 1;
    }
  }

  private close(at: number, next: number): number {
    const length = at - this.stringStart;
    if (length > this.shape.string) return this.fail('string-too-long');
    if (length >= LONG_STRING) this.long.push([this.stringStart, at]);
    this.stringStart = -1;
    return next;
  }

  private fail(problem: ShapeProblem): number {
    this.problem = problem;
    return Number.MAX_SAFE_INTEGER;
  }
}
