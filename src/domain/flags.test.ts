import { describe, expect, it } from 'vitest';
import { hasItems, isDirectDebit, isFlagOn, isGas, readPath } from './flags.ts';

describe('isFlagOn (spec §3 flags "0/1, also read as string equal to 1"; decision 3)', () => {
  it.each([
    [1, true],
    ['1', true],
    [0, false],
    ['0', false],
    [undefined, false],
    [null, false],
    [true, false],
    ['true', false],
    [' 1', false],
    [2, false],
  ])('reads %j as %s', (value, expected) => {
    expect(isFlagOn(value)).toBe(expected);
  });
});

describe('isGas (spec §3 tipo_bolletta; decision 4)', () => {
  it.each([
    ['GAS', true],
    ['gas', true],
    [' Gas ', true],
    ['EE', false],
    ['GASOLIO', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('reads %j as gas: %s', (value, expected) => {
    expect(isGas(value)).toBe(expected);
  });
});

describe('isDirectDebit (spec §3 document_payment "rid, case-insensitive")', () => {
  it.each([
    ['rid', true],
    ['RID', true],
    ['Rid', true],
    ['bollettino', false],
    [null, false],
  ])('reads %j as direct debit: %s', (value, expected) => {
    expect(isDirectDebit(value)).toBe(expected);
  });
});

describe('hasItems and readPath', () => {
  it.each([
    [[], false],
    [[1], true],
    [{}, false],
    [{ a: 1 }, true],
    ['x', false],
    [null, false],
  ])('hasItems(%j) is %s', (value, expected) => {
    expect(hasItems(value)).toBe(expected);
  });

  it('reads dotted paths and stops at non-objects', () => {
    const doc = { a: { b: { c: '1' } }, s: 'text' };
    expect(readPath(doc, 'a.b.c')).toBe('1');
    expect(readPath(doc, 's.length')).toBeUndefined();
    expect(readPath(doc, 'missing.x')).toBeUndefined();
    expect(readPath(null, 'a')).toBeUndefined();
  });
});
