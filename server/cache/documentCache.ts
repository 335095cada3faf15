/**
 * The document call's answers, kept per link so that a bill opened again (a reload, the
 * outcome page's way back, a customer who keeps the tab) costs no query and no serialising.
 *
 * It is a cache, never the truth: every entry is dropped when the database announces a change
 * to its document (NOTIFY on `quadro_documents`, sent by a trigger at commit, so any process's
 * write reaches every process), when its link expires, or when the listening connection is
 * lost (then everything is dropped and the cache stays off). A process that starts empty
 * answers exactly what a warm one does. A fill that raced with a change is not stored: each
 * document has a generation, bumped by every change, read before the query and checked before
 * the store.
 */
export interface CachedAnswer {
  documentId: string;
  /** The bill's supplier: an answer is served from here only on that supplier's hosts. */
  supplier: string;
  /** The serialised, validated answer. */
  body: string;
  expiresAt: number;
}

export class DocumentCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private readonly byDocument = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private enabled = true;

  constructor(private readonly capacity = 5000) {}

  /** The answer cached for this link, if it has one and the link has not expired. */
  get(link: string, now: number): CachedAnswer | undefined {
    const answer = this.answers.get(link);
    if (!answer) return undefined;
    if (answer.expiresAt <= now) {
      this.drop(link, answer.documentId);
      return undefined;
    }
    // Least recently used goes first: re-inserting moves the entry to the end.
    this.answers.delete(link);
    this.answers.set(link, answer);
    return answer;
  }

  /** Read before the query that builds an answer; pass it back to `set`. */
  generation(documentId: string): number {
    return this.generations.get(documentId) ?? 0;
  }

  set(link: string, answer: CachedAnswer, generation: number): void {
    if (!this.enabled || this.generation(answer.documentId) !== generation) return;
    this.answers.set(link, answer);
    let links = this.byDocument.get(answer.documentId);
    if (!links) this.byDocument.set(answer.documentId, (links = new Set()));
    links.add(link);
    for (const [oldest, entry] of this.answers) {
      if (this.answers.size <= this.capacity) break;
      this.drop(oldest, entry.documentId);
    }
  }

  /** The document changed: forget its answers, and refuse fills that started before. */
  invalidate(documentId: string): void {
    this.generations.set(documentId, this.generation(documentId) + 1);
    for (const link of this.byDocument.get(documentId) ?? []) this.answers.delete(link);
    this.byDocument.delete(documentId);
  }

  /** Notifications may have been missed: forget everything and cache nothing more. */
  disable(): void {
    this.enabled = false;
    this.answers.clear();
    this.byDocument.clear();
  }

  get size(): number {
    return this.answers.size;
  }

  private drop(link: string, documentId: string): void {
    this.answers.delete(link);
    const links = this.byDocument.get(documentId);
    links?.delete(link);
    if (links?.size === 0) this.byDocument.delete(documentId);
  }
}
