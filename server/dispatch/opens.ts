import type { Database, Queryable } from '../db/database.ts';
import { billOpened, billRefIn } from '../events/billEvents.ts';
import { noteOpened } from './queue.ts';

/**
 * The "first opened" of a bill's e-mail state, written after the answer rather than before it:
 * a link's open must run the same queries whether the link is valid or not (no timing oracle,
 * tests/contract/links.test.ts), and a burst of opens costs one short write each a moment
 * later. Best effort: an open noted in the last quarter second before a crash is not kept (the
 * next open of the link is then the first, and tells the supplier: decision 444).
 */
type Transactional = Pick<Database, 'transaction'>;
/** An open waiting to be written: when, and through which host. */
interface Open {
  at: Date;
  host: string;
}
const pending = new Map<Transactional, Map<string, Open>>();
const flushes = new Set<Promise<void>>();
const DELAY_MS = 250;

/** Resolves once every open noted so far is written (tests, and a graceful stop). */
export async function opensWritten(): Promise<void> {
  await Promise.all([...flushes]);
}

export function noteOpenedSoon(
  db: Transactional,
  documentId: string,
  now: Date,
  host: string,
): void {
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
  if (!batch.has(documentId)) batch.set(documentId, { at: now, host });
}

/** The first open and its `bill.opened` event commit together (issue 29): once per bill. */
async function noteFirstOpen(tx: Queryable, documentId: string, open: Open): Promise<void> {
  if (!(await noteOpened(tx, documentId, open.at))) return;
  const ref = await billRefIn(tx, documentId);
  if (!ref) return;
  await billOpened(tx, { supplier: ref.supplier, host: open.host, at: open.at }, ref.bill);
}

async function flush(db: Transactional): Promise<void> {
  const batch = pending.get(db);
  pending.delete(db);
  try {
    // One transaction for the batch: a burst of opens is one commit.
    await db.transaction(async (tx) => {
      for (const [documentId, open] of batch ?? []) await noteFirstOpen(tx, documentId, open);
    });
  } catch {
    // The database closed meanwhile (a stop): the next open of the link notes it.
  }
}
