import type { Database } from '../db/database.ts';
import { noteOpened } from './queue.ts';

/**
 * The "first opened" of a bill's e-mail state, written after the answer rather than before it:
 * a link's open must run the same queries whether the link is valid or not (no timing oracle,
 * tests/contract/links.test.ts), and a burst of opens costs one short write each a moment
 * later. Best effort: an open noted in the last quarter second before a crash is not kept.
 */
type Transactional = Pick<Database, 'transaction'>;
const pending = new Map<Transactional, Map<string, Date>>();
const flushes = new Set<Promise<void>>();
const DELAY_MS = 250;

/** Resolves once every open noted so far is written (tests, and a graceful stop). */
export async function opensWritten(): Promise<void> {
  await Promise.all([...flushes]);
}

export function noteOpenedSoon(db: Transactional, documentId: string, now: Date): void {
  let batch = pending.get(db);
  if (!batch) {
    batch = new Map();
    pending.set(db, batch);
    const written = new Promise<void>((done) => {
      setTimeout(() => {
        void flush(db).finally(() => {
          flushes.delete(written);
          done();
        });
      }, DELAY_MS).unref();
    });
    flushes.add(written);
  }
  if (!batch.has(documentId)) batch.set(documentId, now);
}

async function flush(db: Transactional): Promise<void> {
  const batch = pending.get(db);
  pending.delete(db);
  try {
    // One transaction for the batch: a burst of opens is one commit.
    await db.transaction(async (tx) => {
      for (const [documentId, at] of batch ?? []) await noteOpened(tx, documentId, at);
    });
  } catch {
    // The database closed meanwhile (a stop): the next open of the link notes it.
  }
}
