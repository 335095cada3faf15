// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { storableJson } from './store.ts';

describe('outcomes as jsonb keeps them', () => {
  it('replaces a NUL character, which PostgreSQL refuses, and nothing that only looks like one', () => {
    expect(storableJson({ a: 'x\u0000y' })).toBe('{"a":"x\\ufffdy"}');
    expect(storableJson({ a: '\\u0000' })).toBe('{"a":"\\\\u0000"}');
    expect(storableJson({ a: '\\\u0000' })).toBe('{"a":"\\\\\\ufffd"}');
    expect(JSON.parse(storableJson({ a: 'x\u0000' }))).toEqual({ a: 'x\uFFFD' });
    expect(storableJson(undefined)).toBe('null');
  });
});

describe('storableJson never throws', () => {
  it('replaces lone surrogates and keeps pairs', () => {
    expect(storableJson({ a: '\udc00', b: '\ud800x', c: '😀' })).toBe(
      '{"a":"\\ufffd","b":"\\ufffdx","c":"😀"}',
    );
  });

  it('keeps a value it cannot write as the reason', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    const unstorable = (value: unknown) =>
      (JSON.parse(storableJson(value)) as { unstorable?: string }).unstorable;
    expect(unstorable(deep)).toMatch(/^RangeError/);
    expect(unstorable({ n: 1n })).toMatch(/^TypeError/);
  });
});
