// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, nestedDeeper, unstorableAt } from './body.ts';
import { BodyScanner, LONG_STRING } from './bodyScan.ts';
import { parseInPieces } from './bodyText.ts';

describe('nestedDeeper', () => {
  it.each([
    ['[]', false],
    ['['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH), false],
    ['['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1), true],
    ['{"a":'.repeat(MAX_DEPTH + 1), true],
    // Brackets inside strings, and escaped quotes, do not nest.
    [`["${'['.repeat(100)}"]`, false],
    [`["\\"${'['.repeat(100)}"]`, false],
    [`["\\\\", ${'['.repeat(100)}`, true],
    ['["unterminated', false],
    ['['.repeat(10_000) + ']'.repeat(10_000), true],
  ])('%s → %s', (text, deeper) => {
    expect(nestedDeeper(text)).toBe(deeper);
  });
});

describe('unstorableAt', () => {
  it.each([
    [{ a: 'ok', b: ['fine 😀', 1, null] }, null],
    [{ a: 'x\u0000' }, 'body/a'],
    [{ files: [{ name: 'a\udc00.pdf' }] }, 'body/files/0/name'],
    [{ a: 'end\ud800' }, 'body/a'],
    [{ 'k\u0000': 1 }, 'body (a property name)'],
    ['\uffff\u200f', null],
  ])('%j → %s', (value, where) => {
    expect(unstorableAt(value)).toBe(where);
  });
});

describe('BodyScanner', () => {
  const shape = { values: 100, string: 1000 };
  /** Feeds `text` in chunks of `size` bytes; the problem and the bytes looked at one by one. */
  const scan = (text: string, size = 7) => {
    let visits = 0;
    const scanner = new BodyScanner(shape, () => (visits += 1));
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length && scanner.problem === null; at += size)
      scanner.feed(bytes.subarray(at, at + size));
    return { problem: scanner.problem, visits, long: scanner.long };
  };

  it.each([
    ['{"a":[1,2,3],"b":"x"}', null],
    [`[${'0,'.repeat(100)}0]`, 'too-many-values'],
    [`{${Array.from({ length: 101 }, (_, i) => `"k${i}":0`).join(',')}}`, 'too-many-values'],
    ['['.repeat(MAX_DEPTH + 1), 'too-deep'],
    [`["${'a'.repeat(1001)}"]`, 'string-too-long'],
    // Escapes split across chunks: the string ends only at its unescaped quote.
    [`["${'\\\\'.repeat(300)}\\"${'a'.repeat(10)}"]`, null],
    [`["${'\\"'.repeat(600)}"]`, 'string-too-long'],
    [`["${',['.repeat(500)}"]`, null],
  ])('%s → %s', (text, problem) => {
    for (const size of [1, 2, 3, 7, 4096]) expect(scan(text, size).problem).toBe(problem);
  });

  it('stops at the first value past the count, whatever follows', () => {
    const wide = `[${'0,'.repeat(4_000_000)}0]`;
    const { problem, visits } = scan(wide, 65_536);
    expect(problem).toBe('too-many-values');
    expect(visits).toBeLessThanOrEqual(2 * (shape.values + 1) + 1);
  });

  it('skips strings without looking at their bytes one by one, and notes the long ones', () => {
    const text = `{"a":"${'x'.repeat(LONG_STRING)}","b":"y"}`;
    const scanner = new BodyScanner({ values: 10, string: Infinity }, () => undefined);
    let visits = 0;
    const counting = new BodyScanner({ values: 10, string: Infinity }, () => (visits += 1));
    scanner.feed(Buffer.from(text));
    counting.feed(Buffer.from(text));
    expect(visits).toBeLessThan(20);
    expect(scanner.long).toEqual([[6, 6 + LONG_STRING]]);
  });
});

describe('unstorableAt, bounded', () => {
  it('stops at the first unstorable text, and builds no path before it', () => {
    let visits = 0;
    const wide = ['bad\u0000', ...Array.from({ length: 100_000 }, () => ({ a: 'fine' }))];
    expect(unstorableAt(wide, 'body', () => (visits += 1))).toBe('body/0');
    expect(visits).toBe(1);
  });

  it('walks each value once when all is well', () => {
    let visits = 0;
    const value = { files: Array.from({ length: 1000 }, () => ({ name: 'a', content: 'b' })) };
    expect(unstorableAt(value, 'body', () => (visits += 1))).toBeNull();
    expect(visits).toBe(1 + 1000 + 2000);
  });
});

describe('parseInPieces', () => {
  const parse = (text: string): unknown => JSON.parse(text);

  it('gives the value JSON.parse gives, long strings decoded apart', async () => {
    const long = 'é\\n"'.repeat(LONG_STRING);
    const value = { a: long, b: [long, 1, 'short'], c: { d: long } };
    const bytes = Buffer.from(JSON.stringify(value));
    const scanner = new BodyScanner({ values: 100, string: Infinity });
    scanner.feed(bytes);
    expect(scanner.long).toHaveLength(3);
    expect(await parseInPieces(bytes, scanner.long, parse)).toEqual(value);
  });

  it('refuses a long property name', async () => {
    const bytes = Buffer.from(JSON.stringify({ ['k'.repeat(LONG_STRING)]: 1 }));
    const scanner = new BodyScanner({ values: 100, string: Infinity });
    scanner.feed(bytes);
    await expect(parseInPieces(bytes, scanner.long, parse)).rejects.toMatchObject({
      code: 'key-too-long',
    });
  });
});
