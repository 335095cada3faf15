import { describe, expect, it } from 'vitest';
import { FirstViewCache, type CachedView } from './firstViewCache.ts';

const view = (documentId: string): CachedView => ({
  html: `<p>${documentId}</p>`,
  documentId,
  supplier: 'alfa',
  expiresAt: Number.MAX_SAFE_INTEGER,
});

describe('FirstViewCache (ADR 0056)', () => {
  it('refuses a fill that started before a change of its bill, and keeps a later one', () => {
    const cache = new FirstViewCache();
    const started = cache.started();
    cache.invalidate('bill-1');
    cache.set('k', view('bill-1'), started);
    expect(cache.get('k', 'alfa', 0)).toBeUndefined();
    cache.set('k', view('bill-1'), cache.started());
    expect(cache.get('k', 'alfa', 0)?.html).toBe('<p>bill-1</p>');
  });

  it('keeps a bounded list of changes, and refuses fills older than a forgotten one', () => {
    const cache = new FirstViewCache(true, 2000, 64 * 1024 * 1024, 2);
    const before = cache.started();
    cache.invalidate('bill-1');
    cache.invalidate('bill-2');
    cache.invalidate('bill-3'); // bill-1's change is forgotten
    // bill-4 never changed, but its fill started before a change this cache no longer knows.
    cache.set('old', view('bill-4'), before);
    expect(cache.get('old', 'alfa', 0)).toBeUndefined();
    cache.set('new', view('bill-4'), cache.started());
    expect(cache.get('new', 'alfa', 0)?.html).toBe('<p>bill-4</p>');
  });

  it('counts a compressed copy in its bound, and keeps one only for the view it was made of', () => {
    // Room for two views of 13 characters and one copy of 10 bytes, not two copies.
    const cache = new FirstViewCache(true, 10, 13 + 13 + 10 + 5);
    const first = view('bill-1');
    cache.set('one', first, cache.started());
    cache.set('two', view('bill-2'), cache.started());
    cache.keepEncoded('one', first, 'br', Buffer.alloc(10));
    expect(cache.get('one', 'alfa', 0)?.encoded?.br?.length).toBe(10);
    // A copy of a view no longer stored under its key is not kept.
    const replaced = view('bill-2');
    cache.keepEncoded('two', replaced, 'br', Buffer.alloc(10));
    expect(cache.get('two', 'alfa', 0)?.encoded).toBeUndefined();
    expect(cache.get('one', 'alfa', 0)).toBe(first);
    // 'one' was read last: a second copy goes over the bound and drops the older view, 'two'.
    cache.keepEncoded('one', first, 'gzip', Buffer.alloc(10));
    expect(cache.get('two', 'alfa', 0)).toBeUndefined();
    expect(cache.get('one', 'alfa', 0)?.encoded?.gzip?.length).toBe(10);
    expect(cache.size).toBe(1);
  });
});
