/**
 * The bill's rendered first view (server/http/firstPaint.ts), kept in this process's memory so
 * that a link opened again, or by the hundredth customer of a wave who happens to be the same
 * one on a second device, costs a map lookup instead of a render (issue 31, ADR 0056).
 *
 * Like the document cache (./documentCache.ts) it is never the truth. An entry is stored only
 * for a link the render opened (the link was verified by the same checks as ever: public
 * access, the document call) and only on the host of the bill's supplier; it is read only on a
 * host of that supplier, never after the link's expiry; and it is dropped by the notification
 * that drops the document cache (a payment marked by any process), or everything is dropped
 * and the cache stays off when those notifications may have been missed. A render that raced
 * with a change of its bill is not stored: `started()` is read before the render, and a change
 * announced since then refuses the fill. The key (decision 577) is built by the caller.
 * Memory is bounded by entries and by bytes, compressed copies counted; the least recently used
 * go first.
 */
export type ViewEncoding = 'br' | 'gzip';

export interface CachedView {
  html: string;
  documentId: string;
  /** The bill's supplier: the view is served from here only on that supplier's hosts. */
  supplier: string;
  /** The link's end: past it, the view is not served (the link answers 410 as ever). */
  expiresAt: number;
  /** The view compressed, once per encoding a browser asked for (server/http/viewEncoding.ts). */
  encoded?: Partial<Record<ViewEncoding, Buffer>>;
}

const sizeOf = (view: CachedView) =>
  view.html.length + (view.encoded?.br?.length ?? 0) + (view.encoded?.gzip?.length ?? 0);

export class FirstViewCache {
  private readonly views = new Map<string, CachedView>();
  private readonly byDocument = new Map<string, Set<string>>();
  /**
   * The tick of each document's recent changes, to refuse fills that started before them: the
   * last `changesKept`, oldest first. Every fill that started before a forgotten change is
   * refused (`forgottenAt`), so a day of payments does not grow this map without end.
   */
  private readonly changedAt = new Map<string, number>();
  private forgottenAt = 0;
  private tick = 0;
  private bytes = 0;

  constructor(
    private enabled = true,
    private readonly capacity = 2000,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly changesKept = 10_000,
  ) {}

  get on(): boolean {
    return this.enabled;
  }

  get size(): number {
    return this.views.size;
  }

  /** The view stored under `key` for a host of `supplier`, while its link is valid at `now`. */
  get(key: string, supplier: string, now: number): CachedView | undefined {
    const view = this.views.get(key);
    if (!view) return undefined;
    if (view.expiresAt <= now) {
      this.drop(key, view);
      return undefined;
    }
    // Another supplier's host never reads it (the key names the host already; this is the
    // second lock), and leaves it where it is.
    if (view.supplier !== supplier) return undefined;
    this.views.delete(key);
    this.views.set(key, view);
    return view;
  }

  /** Read before a render; pass it to `set` with what it rendered. */
  started(): number {
    return this.tick;
  }

  set(key: string, view: CachedView, started: number): void {
    if (!this.enabled || this.forgottenAt > started) return;
    if ((this.changedAt.get(view.documentId) ?? 0) > started) return;
    const previous = this.views.get(key);
    if (previous) this.drop(key, previous);
    this.views.set(key, view);
    this.bytes += sizeOf(view);
    let keys = this.byDocument.get(view.documentId);
    if (!keys) this.byDocument.set(view.documentId, (keys = new Set()));
    keys.add(key);
    this.evict();
  }

  /**
   * Keeps `bytes`, the view stored under `key` compressed as `encoding`, beside it: unless the
   * view was dropped or replaced while it was compressed, or has that copy already.
   */
  keepEncoded(key: string, view: CachedView, encoding: ViewEncoding, bytes: Buffer): void {
    if (this.views.get(key) !== view || view.encoded?.[encoding] !== undefined) return;
    view.encoded = { ...view.encoded, [encoding]: bytes };
    this.bytes += bytes.length;
    this.evict();
  }

  /** The document changed (a payment, a correction): forget its views, refuse older fills. */
  invalidate(documentId: string): void {
    this.tick += 1;
    this.changedAt.delete(documentId);
    this.changedAt.set(documentId, this.tick);
    for (const [oldest, at] of this.changedAt) {
      if (this.changedAt.size <= this.changesKept) break;
      this.changedAt.delete(oldest);
      this.forgottenAt = at;
    }
    for (const key of this.byDocument.get(documentId) ?? []) {
      const view = this.views.get(key);
      if (view) this.drop(key, view);
    }
  }

  /** Notifications may have been missed: forget everything and cache nothing more. */
  disable(): void {
    this.enabled = false;
    this.views.clear();
    this.byDocument.clear();
    this.bytes = 0;
  }

  private evict(): void {
    for (const [oldest, entry] of this.views) {
      if (this.views.size <= this.capacity && this.bytes <= this.maxBytes) break;
      this.drop(oldest, entry);
    }
  }

  private drop(key: string, view: CachedView): void {
    this.views.delete(key);
    this.bytes -= sizeOf(view);
    const keys = this.byDocument.get(view.documentId);
    keys?.delete(key);
    if (keys?.size === 0) this.byDocument.delete(view.documentId);
  }
}
