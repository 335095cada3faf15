import { describe, expect, it } from 'vitest';
import {
  dataText,
  hasItems,
  indexValue,
  isDirectDebit,
  isFlagOn,
  isGas,
  isRecord,
  readPath,
} from './flags.ts';

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

  it('reads text and numbers as written, anything else as empty (decision 6)', () => {
    expect(dataText('  Roma ')).toBe('Roma');
    expect(dataText(183)).toBe('183');
    expect(dataText({ a: 1 })).toBe('');
    expect(dataText(Number.NaN)).toBe('');
  });

  it('tells a JSON object from null, lists and scalars', () => {
    expect([{}, { a: 1 }].map(isRecord)).toEqual([true, true]);
    expect([null, [], 'x', 1, undefined].map(isRecord)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads the first index field with a label (spec §3 index_fields), as text', () => {
    const doc = {
      index_fields: [
        { label: 'invoices_n_avviso', value: 42 },
        { label: 'invoices_codice_cliente', value: ' 0010458321 ' },
        { label: 'invoices_codice_cliente', value: 'second' },
      ],
    };
    expect(indexValue(doc, 'invoices_codice_cliente')).toBe('0010458321');
    expect(indexValue(doc, 'invoices_codice_contratto')).toBe('');
    expect(indexValue({ index_fields: 'none' }, 'invoices_n_avviso')).toBe('');
  });
});
