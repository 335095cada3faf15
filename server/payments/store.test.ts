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
