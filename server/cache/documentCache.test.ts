// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DocumentCache } from './documentCache.ts';

const answer = (documentId: string, expiresAt = 10_000) => ({
  documentId,
  supplier: 'alfa',
  body: `{"id":"${documentId}"}`,
  expiresAt,
});

describe('the document answers cache', () => {
  it('answers a link it was given, until the link expires', () => {
    const cache = new DocumentCache();
    cache.set('link-a', answer('a', 1000), cache.generation('a'));
    expect(cache.get('link-a', 999)?.body).toBe('{"id":"a"}');
    expect(cache.get('link-a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets every link of a document that changed, and only those', () => {
    const cache = new DocumentCache();
    cache.set('a1', answer('a'), 0);
    cache.set('a2', answer('a'), 0);
    cache.set('b1', answer('b'), 0);
    cache.invalidate('a');
    expect(cache.get('a1', 0)).toBeUndefined();
    expect(cache.get('a2', 0)).toBeUndefined();
    expect(cache.get('b1', 0)).toBeDefined();
  });

  it('does not store an answer built before a change that arrived meanwhile', () => {
    const cache = new DocumentCache();
    const before = cache.generation('a');
    cache.invalidate('a'); // the payment commits while the query runs
    cache.set('a1', answer('a'), before);
    expect(cache.get('a1', 0)).toBeUndefined();
    cache.set('a1', answer('a'), cache.generation('a'));
    expect(cache.get('a1', 0)).toBeDefined();
  });

  it('drops the least recently used answer beyond its capacity', () => {
    const cache = new DocumentCache(2);
    cache.set('a', answer('a'), 0);
    cache.set('b', answer('b'), 0);
    cache.get('a', 0);
    cache.set('c', answer('c'), 0);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBeDefined();
    expect(cache.get('c', 0)).toBeDefined();
  });

  it('caches nothing once disabled', () => {
    const cache = new DocumentCache();
    cache.set('a', answer('a'), 0);
    cache.disable();
    expect(cache.get('a', 0)).toBeUndefined();
    cache.set('a', answer('a'), 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });
});
