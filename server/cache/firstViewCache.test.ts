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
});
