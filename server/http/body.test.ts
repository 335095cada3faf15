// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, nestedDeeper, unstorableAt } from './body.ts';

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
